import { profileUpdateSchema } from '@worknest/shared/auth';
import * as z from 'zod';
import { toApiUser } from '../../domain/auth/api-user';
import { updateProfile } from '../../domain/users/update-profile';
import { defineHandler } from '../../middleware/define-handler';

const params = z.object({ id: z.string().uuid('User not found') });

/** `PATCH /api/users/{id} {username?, phoneNumber?}`: a member edits only themself; absent clears. */
export const handler = defineHandler({ params, body: profileUpdateSchema }, async ({ params, body, session }) =>
  toApiUser(await updateProfile(session, params.id, body)),
);
