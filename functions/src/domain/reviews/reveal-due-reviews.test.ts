import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * The review reveal job's sweep (issue 20 audit): page after page of the blind index until none is
 * due or the time budget is spent. The store is a stand-in for the sparse gsi3 partition: a
 * reveal takes the review out of it, as the real conditional write does.
 */

type Review = { id: string; revealAt: string; revealedAt: string | null };
let blind: Review[] = [];
const stubborn = new Set<string>();
let clockMs = 0;
let msPerReveal = 0;

vi.mock('../../store/reviews', () => ({
  listBlindReviewsDue: vi.fn(async (_nowIso: string, limit: number, startKey?: { id: string }) => {
    const after = startKey ? blind.filter((review) => review.id > startKey.id) : blind;
    const reviews = after.slice(0, limit);
    return { reviews, next: reviews.length === limit ? { id: reviews.at(-1)!.id } : undefined };
  }),
  revealReview: vi.fn(async (review: Review) => {
    clockMs += msPerReveal;
    if (stubborn.has(review.id)) return 'changed';
    blind = blind.filter((one) => one.id !== review.id);
    return 'revealed';
  }),
  getReview: vi.fn(async (id: string) => blind.find((review) => review.id === id) ?? null),
  getBookingReview: vi.fn(),
}));

const { revealDueReviews, REVEAL_JOB_BUDGET_MS } = await import('./reveal-reviews');
const { scheduledJobs } = await import('../../schedules');

const reviews = (count: number): Review[] =>
  Array.from({ length: count }, (_, i) => ({ id: `review-${String(i).padStart(3, '0')}`, revealAt: '2026-01-01T00:00:00.000Z', revealedAt: null }));

beforeEach(() => {
  clockMs = 0;
  msPerReveal = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clockMs);
});

afterEach(() => {
  blind = [];
  stubborn.clear();
  vi.restoreAllMocks();
});

describe('revealDueReviews', () => {
  it('reveals every due review, page after page, when more are due than one page holds', async () => {
    blind = reviews(7);
    const summary = await revealDueReviews(Date.now(), { batch: 3 });
    expect(blind).toEqual([]);
    expect(summary).toMatchObject({ revealed: 7, failed: 0, budgetSpent: false });
    expect(summary.pages).toBeGreaterThanOrEqual(3);
  });

  it('goes on past a review that keeps changing, which stays due for the next run', async () => {
    blind = reviews(4);
    stubborn.add('review-001');
    const summary = await revealDueReviews(Date.now(), { batch: 2 });
    expect(blind.map((review) => review.id)).toEqual(['review-001']);
    expect(summary).toMatchObject({ revealed: 3, failed: 1 });
  });

  it('starts no new reveal once its time budget is spent', async () => {
    blind = reviews(10);
    msPerReveal = 30_000; // the third reveal ends at 90 s, past the 80 s budget
    const summary = await revealDueReviews(Date.now());
    expect(summary).toMatchObject({ revealed: 3, budgetSpent: true });
    expect(blind).toHaveLength(7);
  });

  it('keeps its budget well inside the Lambda timeout', () => {
    const job = scheduledJobs.find((entry) => entry.name === 'reveal-reviews')!;
    expect(REVEAL_JOB_BUDGET_MS + 30_000).toBeLessThanOrEqual(job.timeoutSeconds! * 1000);
  });
});
