import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MAX, profileUpdateSchema } from '@worknest/shared/auth';
import { nameClaim } from './name-claim';

describe('nameClaim: SSO names follow the free-text rule of every name', () => {
  it.each([
    ['Ada', 'Ada'],
    ['  Ada  ', 'Ada'],
    ['A\u0000da', 'Ada'],
    ['\u202eAda\u202c', 'Ada'],
    // Format characters the old hand-kept list missed: BOM, word joiner, soft hyphen; and U+2028.
    ['\uFEFFAda', 'Ada'],
    ['A\u2060da', 'Ada'],
    ['A\u00ADda', 'Ada'],
    ['Ada\u2028Lovelace', 'Ada Lovelace'],
    ['Zoë', 'Zoë'],
  ])('%j becomes %j, a name the profile accepts unchanged', (claim, name) => {
    expect(nameClaim(claim)).toBe(name);
    expect(profileUpdateSchema.parse({ firstName: name }).firstName).toBe(name);
  });

  it.each([[''], ['   '], ['\u0000\u202e'], ['\uFEFF\u2060\u00AD'], [null], [42], [undefined]])('gives no name for %j', (claim) => {
    expect(nameClaim(claim)).toBeNull();
  });

  it('cuts a long name to the profile limit without splitting a character', () => {
    const long = `${'a'.repeat(PERSON_NAME_MAX - 1)}😀😀`;
    const name = nameClaim(long);
    expect(name).toBe('a'.repeat(PERSON_NAME_MAX - 1));
    expect(nameClaim('b'.repeat(PERSON_NAME_MAX + 10))).toHaveLength(PERSON_NAME_MAX);
  });
});
