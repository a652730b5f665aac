export const roomLabel = 'Room';
