import { ENV } from '../../config/function-environment';
import { defineHandler } from '../../middleware/define-handler';

/**
 * `GET /api/maps/style` (issue 41): the MapLibre style the app's maps load: an Amazon Location map
 * style with the stage's API key (stage setting `mapsApiKey`), locally the offline basemap of the
 * local cloud. `null` where the stage has none: the app then shows the lists only.
 */
export const handler = defineHandler({}, async (): Promise<{ styleUrl: string | null }> => ({ styleUrl: process.env[ENV.mapStyleUrl] ?? null }));
