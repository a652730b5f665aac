import type { BookingStatus } from '@worknest/shared/booking';
import type { StatusStep } from '../../../store/booking-transitions';
import { ConflictError } from '../../errors';
import { TRANSITIONS, transitionFor, type Trigger } from './table';

/** A status change the lifecycle table does not list: 409, naming both states. */
export class TransitionRefused extends ConflictError {
  constructor(
    readonly from: BookingStatus,
    readonly to: BookingStatus | null,
    readonly trigger: Trigger,
  ) {
    super(`A booking that is ${from} cannot become ${to ?? 'anything'} by ${trigger}.`, 'booking_transition_refused');
  }
}

/** Whether the table lets a booking in `from` take `trigger`. */
export function canTake(from: BookingStatus, trigger: Trigger): boolean {
  return transitionFor(from, trigger) !== undefined;
}

/** Where `trigger` leads (every trigger has one target; lifecycle.test.ts checks it). */
export function targetOf(trigger: Trigger): BookingStatus | null {
  return TRANSITIONS.find((row) => row.trigger === trigger)?.to ?? null;
}

/**
 * The status write for a booking now in `from` taking `trigger`, or TransitionRefused. The write's
 * condition accepts every state the table lets take this trigger (a booking read a moment ago may
 * have moved between two of them: `pending` → `requested` before a capture); anything else fails
 * the write, which the store reports as a lost race.
 */
export function takeStep(from: BookingStatus, trigger: Trigger): StatusStep {
  const row = transitionFor(from, trigger);
  if (!row) throw new TransitionRefused(from, targetOf(trigger), trigger);
  const froms = TRANSITIONS.filter((other) => other.trigger === trigger && other.to === row.to).map((other) => other.from);
  return { trigger, from: froms, to: row.to };
}
