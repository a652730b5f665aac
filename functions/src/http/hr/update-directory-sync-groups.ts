import { directorySyncGroupsSchema, type DirectorySync } from '@worknest/shared/scim';
import { ENV, requireEnv } from '../../config/function-environment';
import { setDirectorySyncGroups } from '../../domain/scim/directory-sync-settings';
import { defineHandler } from '../../middleware/define-handler';
import { nowMs } from '../../clock';

/** `PUT /api/hr/directory-sync/groups`: which identity-provider groups grant HR (or plain employee). */
export const handler = defineHandler({ body: directorySyncGroupsSchema }, async ({ body, session }): Promise<DirectorySync> =>
  setDirectorySyncGroups(session, body, requireEnv(ENV.appOrigin), nowMs()),
);
