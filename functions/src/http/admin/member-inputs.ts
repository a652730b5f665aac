import { plainObject, uuid } from '../../validation/plain-schema';

/** `{id}` of a member: `z.object({ id: z.uuid({ error: 'Member not found' }) })`, checked without zod (issue 15). */
export const memberIdParams = plainObject({ id: uuid('Member not found', 'Member not found') });
