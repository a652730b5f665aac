import { describe, expect, it } from 'vitest';
import { demoRequestSubmissionSchema } from './marketing';
import { listingInputSchema } from './listing';
import { messageContentSchema, MESSAGE_EMPTY_MESSAGE } from './messaging';
import { newReviewSchema } from './review';
import { profileUpdateSchema } from './auth';
import { cleanLine, cleanMultiline } from './text-rules';

describe('free text: control and format characters (issue 13)', () => {
  it('removes controls and invisible format characters, keeps emoji joiners', () => {
    expect(cleanLine('a\u0000b\u202ec\u200bd\ufeff')).toBe('abcd');
    expect(cleanLine('  line\r\nbreak\tand tab  ')).toBe('line break and tab');
    expect(cleanMultiline('first\r\nsecond\u2028third\u0007')).toBe('first\nsecond\nthird');
    expect(cleanLine('👩\u200d💻 dev')).toBe('👩\u200d💻 dev');
    expect(cleanLine('\u200d')).toBe('');
    expect(cleanLine('\u0000\u202e')).toBe('');
  });

  it('refuses a chat message of only control or format characters like a blank one', () => {
    for (const content of ['\u0000\u202e', '\u200b\u200b', ' \u0007 ', '\u2066\u2069']) {
      const result = messageContentSchema.safeParse(content);
      expect(result.success, JSON.stringify(content)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MESSAGE_EMPTY_MESSAGE);
    }
    expect(messageContentSchema.parse('Hi\u202e there\nsee you')).toBe('Hi there\nsee you');
  });

  it('applies the same rule to names, titles, descriptions, reviews and profile fields', () => {
    const demo = demoRequestSubmissionSchema.safeParse({ name: '\u0000\u202e', email: 'a@b.co', company: 'X', role: 'hr', companySize: '1-10' });
    expect(demo.success).toBe(false);
    expect(demo.error?.issues[0]?.path).toEqual(['name']);
    const review = newReviewSchema.parse({ bookingId: crypto.randomUUID(), rating: 5, comment: '\u202e\u0000' });
    expect(review.comment).toBeNull();
    expect(profileUpdateSchema.parse({ username: 'Sam\u0000\u202e' }).username).toBe('Sam');
    const listing = listingInputSchema.safeParse({ title: '\u0000'.repeat(12) });
    expect(listing.success).toBe(false);
    expect(listing.error?.issues.find((issue) => issue.path[0] === 'title')?.message).toBe('Title must be at least 10 characters');
  });
});
