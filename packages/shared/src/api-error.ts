import * as z from 'zod';

/** The JSON body of every error answer (ARCHITECTURE.md, "Errors"). */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z
    .array(z.object({ path: z.string(), message: z.string() }))
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
