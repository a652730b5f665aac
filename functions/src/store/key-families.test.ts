import { describe, expect, it } from 'vitest';
import { keyFamilies, leadingKeyAllowed, leadingKeyPatterns } from '../config/table-access';
import { familiesOfKeyFunction } from './key-families';
import { keys } from './keys';

describe('key families (dynamodb:LeadingKeys of the grants)', () => {
  it('are exactly the partition-key prefixes keys.ts builds', () => {
    const built = new Set((Object.keys(keys) as Array<keyof typeof keys>).flatMap((name) => familiesOfKeyFunction(name)));
    expect([...built].sort()).toEqual([...keyFamilies]);
  });

  it('read the pk and every index pk of a key, and the value of a …Partition function', () => {
    expect(familiesOfKeyFunction('user')).toEqual(['USER']);
    expect(familiesOfKeyFunction('companyMembersIndex')).toEqual(['COMPANY']);
    expect(familiesOfKeyFunction('pendingReviewsPartition')).toEqual(['REVIEWS']);
    expect(familiesOfKeyFunction('messagePrefix')).toEqual([]);
    expect(familiesOfKeyFunction('searchNightAttribute')).toEqual([]);
  });

  it('give patterns that do not let one family into its longer neighbour', () => {
    expect(leadingKeyPatterns(['DEMO', 'USER', 'DEMO'])).toEqual(['DEMO', 'DEMO#*', 'USER', 'USER#*']);
    expect(leadingKeyAllowed('DEMO#a@b.test', ['DEMO'])).toBe(true);
    expect(leadingKeyAllowed('DEMO_REQUESTS', ['DEMO'])).toBe(false);
    expect(leadingKeyAllowed('USER#1#TRIPS', ['USER'])).toBe(true);
  });
});
