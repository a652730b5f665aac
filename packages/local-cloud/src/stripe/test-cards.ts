/**
 * Stripe's test cards and test PaymentMethods (https://docs.stripe.com/testing), the part the
 * product uses: what a card is, and whether charging it succeeds.
 */
export interface CardDetails {
  brand: string;
  last4: string;
  funding: 'credit' | 'debit';
  country: string;
  exp_month: number;
  exp_year: number;
}

export type ChargeOutcome =
  | { kind: 'succeeds' }
  | { kind: 'declined'; code: string; declineCode?: string; message: string };

export interface TestCard {
  brand: string;
  funding: 'credit' | 'debit';
  outcome: ChargeOutcome;
  /**
   * `always`: the card asks for 3-D Secure on every payment (Stripe's 4000 0027 6000 3184). The
   * local card form stands in for the challenge when the customer is present (checkout, a
   * SetupIntent); off-session nobody can answer it, so the payment fails `authentication_required`.
   */
  authentication?: 'always';
  /**
   * `succeeds`: saving the card (a SetupIntent, attaching it to a customer) works, though every
   * payment is declined (Stripe's 4000 0000 0000 0341): a company card on file that later fails.
   */
  setup?: 'succeeds';
}

export const DECLINED_MESSAGE = 'Your card was declined.';

const succeeds: ChargeOutcome = { kind: 'succeeds' };
const declined = (declineCode: string, message = DECLINED_MESSAGE): ChargeOutcome => ({
  kind: 'declined',
  code: 'card_declined',
  declineCode,
  message,
});

/** Card number → behaviour. */
export const TEST_CARDS: Record<string, TestCard> = {
  '4242424242424242': { brand: 'visa', funding: 'credit', outcome: succeeds },
  '4000056655665556': { brand: 'visa', funding: 'debit', outcome: succeeds },
  '5555555555554444': { brand: 'mastercard', funding: 'credit', outcome: succeeds },
  '378282246310005': { brand: 'amex', funding: 'credit', outcome: succeeds },
  '4000002760003184': { brand: 'visa', funding: 'credit', outcome: succeeds, authentication: 'always' },
  '4000000000000002': { brand: 'visa', funding: 'credit', outcome: declined('generic_decline') },
  '4000000000000341': { brand: 'visa', funding: 'credit', outcome: declined('generic_decline'), setup: 'succeeds' },
  '4000000000009995': { brand: 'visa', funding: 'credit', outcome: declined('insufficient_funds', 'Your card has insufficient funds.') },
  '4000000000009987': { brand: 'visa', funding: 'credit', outcome: declined('lost_card') },
  '4000000000009979': { brand: 'visa', funding: 'credit', outcome: declined('stolen_card') },
  '4000000000000069': {
    brand: 'visa',
    funding: 'credit',
    outcome: { kind: 'declined', code: 'expired_card', declineCode: 'expired_card', message: 'Your card has expired.' },
  },
  '4000000000000127': {
    brand: 'visa',
    funding: 'credit',
    outcome: { kind: 'declined', code: 'incorrect_cvc', declineCode: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  '4000000000000119': {
    brand: 'visa',
    funding: 'credit',
    outcome: {
      kind: 'declined',
      code: 'processing_error',
      declineCode: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
};

/** Stripe's ready-made test PaymentMethods (`payment_method: 'pm_card_visa'`) and the card each stands for. */
export const TEST_PAYMENT_METHODS: Record<string, string> = {
  pm_card_visa: '4242424242424242',
  pm_card_visa_debit: '4000056655665556',
  pm_card_mastercard: '5555555555554444',
  pm_card_amex: '378282246310005',
  pm_card_authenticationRequired: '4000002760003184',
  pm_card_chargeDeclined: '4000000000000002',
  pm_card_chargeCustomerFail: '4000000000000341',
  pm_card_chargeDeclinedInsufficientFunds: '4000000000009995',
  pm_card_chargeDeclinedLostCard: '4000000000009987',
  pm_card_chargeDeclinedStolenCard: '4000000000009979',
  pm_card_chargeDeclinedExpiredCard: '4000000000000069',
  pm_card_chargeDeclinedIncorrectCvc: '4000000000000127',
  pm_card_chargeDeclinedProcessingError: '4000000000000119',
};

/** A real card number in test mode: Stripe declines it rather than charging a live card. */
const LIVE_CARD_IN_TEST_MODE: ChargeOutcome = {
  kind: 'declined',
  code: 'card_declined',
  declineCode: 'test_mode_live_card',
  message:
    'Your card was declined. Your request was in test mode, but used a non test (live) card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
};

export function luhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** Stripe's answer to an off-session payment of a card that needs authentication. */
export const AUTHENTICATION_REQUIRED: ChargeOutcome = {
  kind: 'declined',
  code: 'authentication_required',
  declineCode: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

/** What charging a (valid) card number does; `offSession`: no customer there to authenticate. */
export function chargeOutcome(number: string, options: { offSession?: boolean } = {}): ChargeOutcome {
  const card = TEST_CARDS[number];
  if (!card) return LIVE_CARD_IN_TEST_MODE;
  if (card.authentication === 'always' && options.offSession) return AUTHENTICATION_REQUIRED;
  return card.outcome;
}

/** What saving a card (a SetupIntent's zero-amount check) does: as a charge, except for cards that save but fail later. */
export function setupOutcome(number: string): ChargeOutcome {
  return TEST_CARDS[number]?.setup === 'succeeds' ? { kind: 'succeeds' } : chargeOutcome(number);
}
