import { toApiUser } from '../../domain/auth/api-user';
import { updateProfile } from '../../domain/users/update-profile';
import { defineHandler } from '../../middleware/define-handler';
import { profileUpdateBody, userIdParams } from './user-inputs';

/** `PATCH /api/users/{id} {username?, phoneNumber?}`: a member edits only themself; absent clears. */
export const handler = defineHandler({ params: userIdParams, body: profileUpdateBody }, async ({ params, body, session }) =>
  toApiUser(await updateProfile(session, params.id, body)),
);
