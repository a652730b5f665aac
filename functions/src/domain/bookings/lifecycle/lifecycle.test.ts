import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { BookingStatus } from '@worknest/shared/booking';
import { ConflictError } from '../../errors';
import { BOOKING_STATES, INITIAL_STATE, lifecycleDiagram, takeStep, TRANSITIONS, TransitionRefused, TRIGGERS, type Trigger } from './index';

/**
 * The whole table, walked: every state × every trigger is either one of the transitions written
 * out below (the expected answer, kept here by hand so a change to the table is a change to this
 * test too) or refused with a ConflictError naming both states.
 */
const EXPECTED: Record<BookingStatus, Partial<Record<Trigger, BookingStatus>>> = {
  pending: {
    'payment-succeeded': 'confirmed',
    'card-authorized': 'requested',
    'authorized-too-late': 'cancelled',
    'payment-failed': 'pending',
    'payment-canceled': 'cancelled',
    'guest-leaves-checkout': 'cancelled',
    'checkout-superseded': 'cancelled',
    'intent-not-created': 'cancelled',
    'payment-refunded': 'refunded',
    'company-card-refused': 'cancelled',
    'company-billed': 'confirmed',
    'company-request-sent': 'requested',
    'credits-spent': 'confirmed',
    'credit-request-sent': 'requested',
    'credits-short': 'cancelled',
    'swap-accepted': 'confirmed',
    'approval-requested': 'awaiting_approval',
  },
  // Issue 35: a business stay waiting for an approver.
  awaiting_approval: {
    'approver-approves': 'pending',
    'deadline-approves': 'pending',
    'approver-rejects': 'rejected',
    'deadline-declines': 'rejected',
    'approval-withdrawn': 'cancelled',
  },
  requested: {
    'payment-succeeded': 'confirmed',
    'company-billed': 'confirmed',
    'credits-spent': 'confirmed',
    'host-declines': 'declined',
    'request-expires': 'expired',
    'request-withdrawn': 'cancelled',
  },
  confirmed: {
    'guest-cancels-stay': 'cancelled',
    'host-cancels-stay': 'cancelled',
    'admin-cancels-stay': 'cancelled',
  },
  cancelled: { 'payment-refunded': 'refunded' },
  declined: {},
  expired: {},
  refunded: {},
  rejected: {},
};

const triggers = Object.keys(TRIGGERS) as Trigger[];

describe('booking lifecycle table', () => {
  for (const state of BOOKING_STATES) {
    for (const trigger of triggers) {
      const to = EXPECTED[state][trigger];
      it(`${state} × ${trigger}: ${to ? `→ ${to}` : 'refused'}`, () => {
        if (to) {
          const step = takeStep(state, trigger);
          expect(step.to).toBe(to);
          expect(step.from).toContain(state);
          expect(step.trigger).toBe(trigger);
          return;
        }
        let refusal: unknown;
        try {
          takeStep(state, trigger);
        } catch (error) {
          refusal = error;
        }
        expect(refusal).toBeInstanceOf(TransitionRefused);
        expect(refusal).toBeInstanceOf(ConflictError);
        const { message, code } = refusal as ConflictError;
        expect(code).toBe('booking_transition_refused');
        expect(message).toContain(state);
        expect(message).toContain(TRANSITIONS.find((row) => row.trigger === trigger)!.to);
      });
    }
  }

  it('lists no transition the walk above does not expect, and each (state, trigger) once', () => {
    const listed = TRANSITIONS.map((row) => `${row.from} ${row.trigger} ${row.to}`).sort();
    const expected = Object.entries(EXPECTED)
      .flatMap(([from, row]) => Object.entries(row).map(([trigger, to]) => `${from} ${trigger} ${to}`))
      .sort();
    expect(listed).toEqual(expected);
  });

  it('gives every trigger one target, at least one actor, a guard and the file that runs it', () => {
    for (const trigger of triggers) {
      const targets = new Set(TRANSITIONS.filter((row) => row.trigger === trigger).map((row) => row.to));
      expect(targets.size, trigger).toBe(1);
    }
    for (const row of TRANSITIONS) {
      expect(row.by.length, `${row.from} ${row.trigger}`).toBeGreaterThan(0);
      expect(row.guard.length).toBeGreaterThan(10);
      expect(row.runBy).toMatch(/\.ts/);
    }
  });

  it('reaches every state from the initial one', () => {
    const reached = new Set<BookingStatus>([INITIAL_STATE]);
    for (let grew = true; grew; ) {
      grew = false;
      for (const row of TRANSITIONS) {
        if (reached.has(row.from) && !reached.has(row.to)) {
          reached.add(row.to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...BOOKING_STATES].sort());
  });

  it('a write accepts every state the table lets take its trigger to that target (a booking may move between them meanwhile)', () => {
    expect([...takeStep('pending', 'payment-succeeded').from].sort()).toEqual(['pending', 'requested']);
    expect([...takeStep('cancelled', 'payment-refunded').from].sort()).toEqual(['cancelled', 'pending']);
    expect(takeStep('confirmed', 'host-cancels-stay').from).toEqual(['confirmed']);
    expect([...takeStep('requested', 'company-billed').from].sort()).toEqual(['pending', 'requested']);
  });

  it('docs/architecture.md draws exactly this table', () => {
    const doc = readFileSync(fileURLToPath(new URL('../../../../../docs/architecture.md', import.meta.url)), 'utf8');
    const block = /```mermaid\n(stateDiagram-v2\n[\s\S]*?)\n```/.exec(doc)?.[1];
    expect(block, 'docs/architecture.md has no mermaid stateDiagram-v2 block').toBeDefined();
    expect(block).toBe(lifecycleDiagram());
  });
});
