import type { ScimPatchBody } from '@worknest/shared/scim';
import type { ScimPatchOperation } from 'scim-patch';

/**
 * PATCH operations as identity providers send them, in the form scim-patch applies (issue 38):
 * - `op` in any case ("Replace", "Add": Entra) is lower-cased;
 * - the enterprise manager given as a bare id (Entra) becomes `{ value: id }`, RFC 7643's complex form;
 * - removing members by a value list (`{"op":"Remove","path":"members","value":[{"value":"id"}]}`:
 *   Entra) becomes one `members[value eq "id"]` removal each, since scim-patch removes by whole
 *   objects and the stored members also carry `$ref`.
 */
export function normalizedOperations(body: ScimPatchBody): ScimPatchOperation[] {
  return body.Operations.flatMap((operation): ScimPatchOperation[] => {
    const op = operation.op.toLowerCase() as 'add' | 'remove' | 'replace';
    const path = operation.path;
    if (path && /(^|:)manager$/i.test(path) && typeof operation.value === 'string') {
      return [{ op, path, value: { value: operation.value } } as ScimPatchOperation];
    }
    if (op === 'remove' && path?.toLowerCase() === 'members' && Array.isArray(operation.value)) {
      return (operation.value as { value?: unknown }[])
        .filter((member) => typeof member?.value === 'string')
        .map((member) => ({ op: 'remove', path: `members[value eq ${JSON.stringify(member.value)}]` }) as ScimPatchOperation);
    }
    return [{ ...operation, op } as ScimPatchOperation];
  });
}
