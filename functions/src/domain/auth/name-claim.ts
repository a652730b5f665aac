import { PERSON_NAME_MAX } from '@worknest/shared/auth';
import { cleanLine } from '@worknest/shared/text-rules';

/**
 * A first or last name from an identity provider's claims (`given_name`, `family_name`), cleaned
 * by the free-text rule of every name (text-rules.ts: control and format characters removed, line
 * breaks as spaces) and cut to the profile's limit; null when nothing visible is left.
 */
export function nameClaim(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const clean = cleanLine(value);
  if (!clean) return null;
  // Cut by code points, so an emoji at the limit is not split into half a surrogate pair.
  let cut = '';
  for (const char of clean) {
    if (cut.length + char.length > PERSON_NAME_MAX) break;
    cut += char;
  }
  return cut.trim() || null;
}
