import * as z from 'zod';
import { emailField } from '@worknest/shared/email';
import { toEmployee } from '../../domain/users/to-employee';
import { defineHandler } from '../../middleware/define-handler';
import { getUserByEmail } from '../../store/users';

const query = z.object({ email: emailField('Please enter a valid email address.') });

/** `GET /api/admin/users?email=`: finds one member of any company by e-mail. */
export const handler = defineHandler({ query }, async ({ query }) => {
  const user = await getUserByEmail(query.email);
  return { items: user ? [toEmployee(user)] : [] };
});
