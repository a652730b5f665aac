// Breaks shared-imports-no-app: packages/shared imports the SPA.
import { tripTitle } from '../../../web/src/features/trips/components/trip-title';

export const nights = () => tripTitle;
