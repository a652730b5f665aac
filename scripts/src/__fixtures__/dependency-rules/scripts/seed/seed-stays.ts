export const seedStays = () => 'seeded';
