import {
  ADJUSTMENT_MAX,
  CREDIT_MESSAGES,
  CREDIT_NOTE_MAX_LENGTH,
  HOST_REWARD_KINDS,
  HOST_REWARD_MAX,
  HOST_REWARD_MESSAGES,
  NIGHT_COST_MAX,
  STARTER_CREDITS_MAX,
} from '@worknest/shared/credit-rules';
import { cleanLine } from '@worknest/shared/text-rules';
import { cursorField, flag, integer, objectField, oneOf, pageLimit, plainObject, refined, text, uuid } from '../../validation/plain-schema';
import { stayFields } from '../payments/payment-intent-inputs';

/** Issue 37: the bodies and queries of the credits routes, without zod. */

const nightCost = integer({ typeMessage: CREDIT_MESSAGES.nightCost, intMessage: CREDIT_MESSAGES.nightCost, min: { value: 1, message: CREDIT_MESSAGES.nightCost }, max: { value: NIGHT_COST_MAX, message: CREDIT_MESSAGES.nightCost } });

/** `PUT /api/hr/exchange-programme`: the whole programme. */
export const exchangeProgrammeBody = plainObject({
  creditsEnabled: flag(CREDIT_MESSAGES.enabledFlag),
  starterCredits: integer({
    typeMessage: CREDIT_MESSAGES.starterCredits,
    intMessage: CREDIT_MESSAGES.starterCredits,
    min: { value: 0, message: CREDIT_MESSAGES.starterCredits },
    max: { value: STARTER_CREDITS_MAX, message: CREDIT_MESSAGES.starterCredits },
  }),
  nightCost: objectField({ whole_apartment: nightCost, room: nightCost }, { typeMessage: CREDIT_MESSAGES.nightCost }),
  swapsEnabled: flag(CREDIT_MESSAGES.enabledFlag),
});

/** `GET /api/credits?cursor=&limit=`. */
export const creditsQuery = plainObject({ cursor: cursorField, limit: pageLimit(50, 100) });

/** `{userId}` of `POST /api/hr/credits/{userId}/adjustments`. */
export const memberIdParams = plainObject({ userId: uuid(CREDIT_MESSAGES.memberNotFound) });

/** `{ amount, note }`: a whole number of credits, not 0, and why. */
export const adjustmentBody = plainObject({
  amount: refined(
    integer({ typeMessage: CREDIT_MESSAGES.amount, intMessage: CREDIT_MESSAGES.amount, min: { value: -ADJUSTMENT_MAX, message: CREDIT_MESSAGES.amount }, max: { value: ADJUSTMENT_MAX, message: CREDIT_MESSAGES.amount } }),
    { test: (amount) => amount !== 0, message: CREDIT_MESSAGES.amount },
  ),
  note: text({ typeMessage: CREDIT_MESSAGES.note, clean: cleanLine, min: { length: 1, message: CREDIT_MESSAGES.note }, max: { length: CREDIT_NOTE_MAX_LENGTH, message: CREDIT_MESSAGES.note } }),
});

/** `POST /api/credit-stays`: the stay, as a checkout's body. */
export const creditStayBody = plainObject(stayFields);

const rewardAmount = (message: string) => integer({ typeMessage: message, intMessage: message, min: { value: 0, message }, max: { value: HOST_REWARD_MAX, message } });

/** `PUT /api/hr/host-rewards`. */
export const hostRewardsBody = plainObject({
  kind: oneOf(HOST_REWARD_KINDS, HOST_REWARD_MESSAGES.kind),
  perNight: rewardAmount(HOST_REWARD_MESSAGES.perNight),
  monthlyCapPerHost: rewardAmount(HOST_REWARD_MESSAGES.cap),
});
