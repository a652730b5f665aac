import { BOOKING_NOT_FOUND_MESSAGE } from '@worknest/shared/booking-rules';
import { REJECT_REASON_MAX_LENGTH, REJECT_REASON_MIN_LENGTH, TRAVEL_POLICY_MESSAGES } from '@worknest/shared/travel-policy-rules';
import { optional, plainObject, text, uuid } from '../../validation/plain-schema';

/** Issue 35: the approvals routes' inputs, without zod. */
export const approvalParams = plainObject({ bookingId: uuid(BOOKING_NOT_FOUND_MESSAGE) });

const cleanText = (value: string) => value.replace(/\s+/g, ' ').trim();

export const reasonField = text({
  typeMessage: TRAVEL_POLICY_MESSAGES.rejectReason,
  clean: cleanText,
  min: { length: REJECT_REASON_MIN_LENGTH, message: TRAVEL_POLICY_MESSAGES.rejectReason },
  max: { length: REJECT_REASON_MAX_LENGTH, message: TRAVEL_POLICY_MESSAGES.rejectReason },
});

export const rejectBody = plainObject({ reason: reasonField });

const LINK_MESSAGE = 'This approval link is not valid any more. Open Approvals in Worknest to decide.';
const tokenField = text({ typeMessage: LINK_MESSAGE, min: { length: 10, message: LINK_MESSAGE }, max: { length: 1000, message: LINK_MESSAGE } });

export const linkPreviewBody = plainObject({ token: tokenField });
export const linkDecideBody = plainObject({ token: tokenField, reason: optional(reasonField) });
