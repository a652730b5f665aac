import type { DirectorySync } from '@worknest/shared/scim';
import { ENV, requireEnv } from '../../config/function-environment';
import { directorySyncView } from '../../domain/scim/scim-token';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';
import { getScimSettings } from '../../store/scim';

/** `GET /api/hr/directory-sync`: the SCIM base URL, whether a token exists (never the token), the group mapping. */
export const handler = defineHandler({}, async ({ session }): Promise<DirectorySync> =>
  directorySyncView(await getScimSettings(session.companyDomain), requireEnv(ENV.appOrigin), nowMs()),
);
