import type { SiteContacts } from '@worknest/shared/site-contacts';
import { ENV, requireEnv } from './function-environment';

let parsed: SiteContacts | undefined;

/**
 * The stage's contacts (SITE_CONTACTS). The stage settings were validated with
 * siteContactsSchema at synth (infra/lib/stage-settings.ts) and locally come from a constant, so
 * this only parses: no zod in the bundles of small public functions.
 */
export function siteContacts(): SiteContacts {
  parsed ??= JSON.parse(requireEnv(ENV.siteContacts)) as SiteContacts;
  return parsed;
}
