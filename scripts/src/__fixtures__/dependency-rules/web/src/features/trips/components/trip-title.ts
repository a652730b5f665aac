export const tripTitle = 'Trip';
