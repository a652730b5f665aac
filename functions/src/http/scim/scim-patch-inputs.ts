import { scimPatchBodySchema, type ScimPatchBody } from '@worknest/shared/scim';
import { InvalidInputError } from '../../domain/errors';
import type { ScimRequest } from '../../middleware/define-scim-handler';

/** A PatchOp body (RFC 7644 §3.5.2): `Operations` with `op` add/remove/replace in any case. */
export function patchBody(request: ScimRequest): ScimPatchBody {
  const parsed = scimPatchBodySchema.safeParse(request.body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new InvalidInputError(`PatchOp ${issue.path.join('.') || 'body'}: ${issue.message}`, undefined, 'invalidSyntax');
  }
  return parsed.data;
}
