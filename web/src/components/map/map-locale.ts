import { translate } from '../../lib/i18n';

/**
 * Issue 40: MapLibre's own texts (its `locale` option) in the reader's language, from the `shell`
 * catalog (`map.*`), for every map the SPA draws (the map view and the pin picker). A map is made
 * once: it keeps the texts of the language active when it was created.
 */
export function mapLibreLocale(): Record<string, string> {
  const say = (id: string) => translate('shell', id);
  return {
    'Map.Title': say('map.title'),
    'NavigationControl.ZoomIn': say('map.zoomIn'),
    'NavigationControl.ZoomOut': say('map.zoomOut'),
    'CooperativeGesturesHandler.WindowsHelpText': say('map.gestures'),
    'CooperativeGesturesHandler.MacHelpText': say('map.gesturesMac'),
    'CooperativeGesturesHandler.MobileHelpText': say('map.gesturesTouch'),
    'AttributionControl.ToggleAttribution': say('map.attribution'),
    'AttributionControl.MapFeedback': say('map.feedback'),
    'LogoControl.Title': say('map.logo'),
  };
}

/**
 * The map's attribution (MapLibre, OpenStreetMap, Natural Earth: the data providers' own words)
 * is the only part MapLibre draws that the pseudo-locale check leaves out (data-i18n-exempt).
 */
export function exemptAttribution(container: HTMLElement): void {
  for (const attribution of container.querySelectorAll('.maplibregl-ctrl-attrib')) attribution.setAttribute('data-i18n-exempt', '');
}
