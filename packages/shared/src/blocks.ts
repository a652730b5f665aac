import * as z from 'zod';

export * from './blocks-rules';

/** Issue 39: `POST /api/blocks` (values and texts in blocks-rules). */
export const blockBodySchema = z.object({
  userId: z.string().trim().min(1, 'Choose a member to block.').max(100),
});
export type BlockBody = z.infer<typeof blockBodySchema>;
