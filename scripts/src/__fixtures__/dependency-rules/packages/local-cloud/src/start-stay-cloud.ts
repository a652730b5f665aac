// Breaks local-cloud-not-to-callers: the local cloud imports a script (the seed).
import { seedStays } from '../../../scripts/seed/seed-stays';

export const startStayCloud = () => seedStays;
