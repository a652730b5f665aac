import type { FormObject } from './form-body';
import { invalidRequest, resourceMissing } from './stripe-errors';
import { allowOnly, stringParam, type Caller, type PaymentMethod } from './stripe-state';
import type { BillingContext } from './billing-context';
import type { Customers } from './customers';

/**
 * PaymentMethods attached to Customers (issue 34): `POST /v1/payment_methods/{id}/attach`,
 * `/detach`, `GET /v1/customers/{id}/payment_methods` and `GET /v1/payment_methods?customer=`.
 * A PaymentMethod belongs to at most one customer, as on Stripe; an attached one can be charged
 * off-session by that customer's PaymentIntents and invoices.
 */
export class CustomerPaymentMethods {
  constructor(
    private readonly context: BillingContext,
    private readonly customers: Customers,
  ) {}

  attach(methodId: string, customerId: string, caller: Caller | null): PaymentMethod {
    const customer = this.customers.retrieve(customerId);
    const method = this.context.state.resolvePaymentMethod(methodId);
    if (method.customer === customer.id) return method;
    if (method.customer) {
      throw invalidRequest(
        `The payment method you provided has already been attached to a customer.`,
        'payment_method',
        'payment_method_unexpected_state',
      );
    }
    method.customer = customer.id;
    this.context.state.emitEvent('payment_method.attached', method, caller);
    return method;
  }

  attachFromParams(methodId: string, params: FormObject, caller: Caller): PaymentMethod {
    allowOnly(params, ['customer', 'expand']);
    if (params.customer === undefined) throw invalidRequest('Missing required param: customer.', 'customer', 'parameter_missing');
    return this.attach(methodId, stringParam(params.customer, 'customer'), caller);
  }

  detach(methodId: string, caller: Caller): PaymentMethod {
    const method = this.context.state.paymentMethods.get(methodId);
    if (!method) throw resourceMissing('PaymentMethod', methodId, 'payment_method');
    if (!method.customer) {
      throw invalidRequest('The payment method you provided is not attached to a customer so detachment is impossible.', 'payment_method', 'payment_method_unexpected_state');
    }
    const customer = this.customers.customers.get(method.customer);
    if (customer?.invoice_settings.default_payment_method === method.id) customer.invoice_settings.default_payment_method = null;
    method.customer = null;
    this.context.state.emitEvent('payment_method.detached', method, caller);
    return method;
  }

  list(customerId: string, limit: number): PaymentMethod[] {
    this.customers.retrieve(customerId);
    return [...this.context.state.paymentMethods.values()]
      .filter((method) => method.customer === customerId)
      .reverse()
      .slice(0, limit);
  }
}
