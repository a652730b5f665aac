import { partNumberField, uploadKeyField } from '@worknest/shared/photo-upload';
import * as z from 'zod';

/** The path and query every multipart call after "create" carries: `/{uploadId}[/{partNumber}]?key=`. */
export const uploadIdParams = z.object({ uploadId: z.string().min(1).max(1024) });
export const partParams = uploadIdParams.extend({ partNumber: partNumberField });
export const keyQuery = z.object({ key: uploadKeyField });
