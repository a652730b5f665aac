import type { Caller, PaymentMethod, StripeState } from './stripe-state';

/**
 * What the billing resources of the emulator (issue 34: customers, SetupIntents, invoices,
 * invoice items, credit notes) share: the payment objects of stripe-state.ts (PaymentMethods,
 * PaymentIntents, events), the emulator's clock and its own address (hosted invoice pages).
 */
export interface BillingContext {
  state: StripeState;
  nowSeconds(): number;
  /** `http://127.0.0.1:<port>` of the emulator. */
  baseUrl(): string;
  attachPaymentMethod(methodId: string, customerId: string, caller: Caller | null): PaymentMethod;
}
