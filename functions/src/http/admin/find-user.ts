import { toEmployee } from '../../domain/users/to-employee';
import { defineHandler } from '../../middleware/define-handler';
import { getMailSuppression } from '../../store/notifications';
import { getUserByEmail } from '../../store/users';
import { findUserQuery } from './admin-inputs';

/** `GET /api/admin/users?email=`: finds one member of any company by e-mail. */
export const handler = defineHandler({ query: findUserQuery }, async ({ query }) => {
  const user = await getUserByEmail(query.email);
  if (!user) return { items: [] };
  const suppression = await getMailSuppression(user.email);
  return { items: [{ ...toEmployee(user), mailSuppressed: suppression?.reason ?? null }] };
});
