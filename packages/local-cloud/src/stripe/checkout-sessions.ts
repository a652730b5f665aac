import type { FormObject, FormValue } from './form-body';
import { stripeId } from './ids';
import { invalidRequest, resourceMissing, StripeApiError } from './stripe-errors';
import { allowOnly, integerParam, isObject, metadataParam, optionalString, requiredCurrency, stringParam, type Caller, type StripeState } from './stripe-state';

/**
 * Stripe Checkout Sessions, mode `payment` (issue 38: the company setup fee): create, retrieve,
 * list, expire, and the hosted page their `url` opens, where a test card pays (through a
 * PaymentIntent, as Checkout does) and the browser is sent to `success_url`. Events
 * `checkout.session.completed` and `checkout.session.expired` are signed and delivered like the
 * others. A session past its `expires_at` expires when it is next read or opened (Stripe expires
 * them in the background; tests move the clock and read it).
 */
export interface CheckoutLineItem {
  description: string;
  quantity: number;
  unit_amount: number;
  amount_total: number;
  currency: string;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
}

export interface CheckoutSnapshot {
  sessions: CheckoutSession[];
  lineItems: [string, CheckoutLineItem[]][];
  paymentIntentData: [string, { metadata: Record<string, string>; description: string | null }][];
}

export interface CheckoutPage {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

interface CheckoutRoute {
  publishable: boolean;
  run: (params: FormObject, caller: Caller) => unknown;
}

const DAY_SECONDS = 24 * 3600;
const PAGE_PATH = '/c/pay/';

export class CheckoutSessions {
  readonly sessions = new Map<string, CheckoutSession>();
  private readonly lineItems = new Map<string, CheckoutLineItem[]>();
  private readonly paymentIntentData = new Map<string, { metadata: Record<string, string>; description: string | null }>();

  constructor(private readonly options: { state: StripeState; nowSeconds: () => number; baseUrl: () => string }) {}

  saveState(): CheckoutSnapshot {
    return { sessions: [...this.sessions.values()], lineItems: [...this.lineItems.entries()], paymentIntentData: [...this.paymentIntentData.entries()] };
  }

  loadState(snapshot: Partial<CheckoutSnapshot>): void {
    for (const session of snapshot.sessions ?? []) this.sessions.set(session.id, session);
    for (const [id, items] of snapshot.lineItems ?? []) this.lineItems.set(id, items);
    for (const [id, data] of snapshot.paymentIntentData ?? []) this.paymentIntentData.set(id, data);
  }

  /** `/v1/checkout/*`; `parts` is the path after `checkout` (`['sessions', id?, action?]`). */
  route(method: string, parts: readonly string[]): CheckoutRoute | undefined {
    const [resource, id, action] = parts;
    if (resource !== 'sessions') return undefined;
    const secretOnly = (run: CheckoutRoute['run']): CheckoutRoute => ({ publishable: false, run });
    switch (`${method} ${id ? ':id' : ''}${action ? `/${action}` : ''}`) {
      case 'POST ':
        return secretOnly((params, caller) => this.create(params, caller));
      case 'GET ':
        return secretOnly((params) => ({ object: 'list', data: this.list(Math.min(100, Math.max(1, Number(params.limit ?? 10) || 10))), has_more: false, url: '/v1/checkout/sessions' }));
      case 'GET :id':
        return secretOnly(() => this.retrieve(id!));
      case 'GET :id/line_items':
        return secretOnly(() => ({ object: 'list', data: (this.lineItems.get(this.retrieve(id!).id) ?? []).map((item, index) => ({ id: `li_${index}`, object: 'item', ...item })), has_more: false, url: `/v1/checkout/sessions/${id}/line_items` }));
      case 'POST :id/expire':
        return secretOnly((_params, caller) => this.expire(id!, caller));
      default:
        return undefined;
    }
  }

  create(params: FormObject, caller: Caller): CheckoutSession {
    allowOnly(params, ['mode', 'line_items', 'success_url', 'cancel_url', 'customer', 'customer_email', 'client_reference_id', 'metadata', 'payment_intent_data', 'expires_at', 'payment_method_types', 'expand', 'locale', 'submit_type']);
    if (params.mode === undefined) throw invalidRequest('Missing required param: mode.', 'mode', 'parameter_missing');
    if (stringParam(params.mode, 'mode') !== 'payment') throw invalidRequest('The local Stripe emulator supports Checkout Sessions with mode=payment only.', 'mode');
    if (params.success_url === undefined) throw invalidRequest('Missing required param: success_url.', 'success_url', 'parameter_missing');
    const successUrl = urlParam(params.success_url, 'success_url');
    const cancelUrl = params.cancel_url === undefined ? null : urlParam(params.cancel_url, 'cancel_url');
    const items = lineItemsParam(params.line_items);
    const currency = items[0]!.currency;
    if (items.some((item) => item.currency !== currency)) throw invalidRequest('All line items must use the same currency.', 'line_items');
    const types = params.payment_method_types === undefined ? ['card'] : (Array.isArray(params.payment_method_types) ? params.payment_method_types : [params.payment_method_types]).map((type) => stringParam(type, 'payment_method_types'));
    if (types.some((type) => type !== 'card')) throw invalidRequest('The local Stripe emulator supports card payments only.', 'payment_method_types');
    const customer = optionalString(params.customer, 'customer');
    if (customer && this.options.state.customerExists && !this.options.state.customerExists(customer)) throw resourceMissing('customer', customer, 'customer');
    const now = this.options.nowSeconds();
    const expiresAt = params.expires_at === undefined ? now + DAY_SECONDS : integerParam(params.expires_at, 'expires_at');
    if (expiresAt < now + 30 * 60 || expiresAt > now + DAY_SECONDS) {
      throw invalidRequest('The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.', 'expires_at');
    }
    const intentData = params.payment_intent_data;
    if (intentData !== undefined && !isObject(intentData)) throw invalidRequest('Invalid object', 'payment_intent_data');
    const amount = items.reduce((sum, item) => sum + item.amount_total, 0);
    const id = stripeId('cs_test', 58);
    const session: CheckoutSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: cancelUrl,
      client_reference_id: optionalString(params.client_reference_id, 'client_reference_id'),
      created: now,
      currency,
      customer,
      customer_email: optionalString(params.customer_email, 'customer_email'),
      expires_at: expiresAt,
      livemode: false,
      metadata: metadataParam(params.metadata),
      mode: 'payment',
      payment_intent: null,
      payment_method_types: types,
      payment_status: 'unpaid',
      status: 'open',
      success_url: successUrl,
      url: `${this.options.baseUrl()}${PAGE_PATH}${id}`,
    };
    this.sessions.set(id, session);
    this.lineItems.set(id, items);
    this.paymentIntentData.set(id, {
      metadata: isObject(intentData) ? metadataParam(intentData.metadata) : {},
      description: isObject(intentData) ? optionalString(intentData.description, 'payment_intent_data[description]') : null,
    });
    void caller;
    return session;
  }

  retrieve(id: string): CheckoutSession {
    const session = this.sessions.get(id);
    if (!session) throw resourceMissing('checkout.session', id, 'session');
    this.expireIfDue(session);
    return session;
  }

  list(limit: number): CheckoutSession[] {
    return [...this.sessions.values()].map((session) => (this.expireIfDue(session), session)).reverse().slice(0, limit);
  }

  /** `POST /v1/checkout/sessions/{id}/expire`: only an open session; it can no longer be paid. */
  expire(id: string, caller: Caller | null): CheckoutSession {
    const session = this.retrieve(id);
    if (session.status !== 'open') throw invalidRequest(`Only Checkout Sessions with a status of open can be expired. This session has a status of ${session.status}.`, undefined, 'checkout_session_unexpected_state');
    return this.markExpired(session, caller);
  }

  /**
   * The hosted page: `GET /c/pay/{id}` shows the amount and a card form; `POST` (its button) pays
   * with the test card and sends the browser to `success_url` (303), or shows the card's error.
   * Undefined for any other path.
   */
  page(method: string, path: string, body: string): CheckoutPage | undefined {
    if (!path.startsWith(PAGE_PATH)) return undefined;
    const session = this.sessions.get(decodeURIComponent(path.slice(PAGE_PATH.length)));
    if (!session) return html(404, messagePage('This checkout does not exist', 'Go back to the site you came from and start again.', null));
    this.expireIfDue(session);
    if (session.status === 'complete') return redirect(successUrlOf(session));
    if (session.status === 'expired') return html(410, messagePage('This checkout has expired', 'Nothing was charged. Go back and start the payment again.', session.cancel_url));
    if (method === 'GET') return html(200, payPage(session, this.lineItems.get(session.id) ?? [], null));
    if (method !== 'POST') return html(405, messagePage('Not allowed', 'Use the form to pay.', session.cancel_url));
    const form = new URLSearchParams(body);
    const [month, year] = (form.get('exp') ?? '').split('/').map((part) => part.trim());
    const caller: Caller = { keyKind: 'secret', requestId: stripeId('req', 14), idempotencyKey: null };
    try {
      const method = this.options.state.cardPaymentMethod({ number: form.get('number') ?? '', exp_month: month ?? '', exp_year: year ?? '', cvc: form.get('cvc') ?? '' }, 'card');
      const intentData = this.paymentIntentData.get(session.id);
      const intent = this.options.state.createPaymentIntent(
        {
          amount: String(session.amount_total),
          currency: session.currency,
          payment_method: method.id,
          confirm: 'true',
          ...(session.customer ? { customer: session.customer } : {}),
          ...(session.customer_email ? { receipt_email: session.customer_email } : {}),
          ...(intentData?.description ? { description: intentData.description } : {}),
          ...(intentData && Object.keys(intentData.metadata).length > 0 ? { metadata: intentData.metadata as FormValue } : {}),
        },
        caller,
      );
      session.payment_intent = intent.id;
      session.status = 'complete';
      session.payment_status = 'paid';
      this.options.state.emitEvent('checkout.session.completed', session, caller);
      return redirect(successUrlOf(session));
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      // The page again with the card's message, as Checkout shows it (200: the page itself loaded fine).
      return html(200, payPage(session, this.lineItems.get(session.id) ?? [], error.body.message ?? 'Your card was declined.'));
    }
  }

  private expireIfDue(session: CheckoutSession): void {
    if (session.status === 'open' && this.options.nowSeconds() >= session.expires_at) this.markExpired(session, null);
  }

  private markExpired(session: CheckoutSession, caller: Caller | null): CheckoutSession {
    session.status = 'expired';
    session.url = null;
    this.options.state.emitEvent('checkout.session.expired', session, caller);
    return session;
  }
}

function urlParam(value: FormValue, param: string): string {
  const text = stringParam(value, param);
  try {
    const url = new URL(text.replace('{CHECKOUT_SESSION_ID}', 'x'));
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch {
    throw invalidRequest(`Not a valid URL`, param, 'url_invalid');
  }
  return text;
}

function lineItemsParam(value: FormValue | undefined): CheckoutLineItem[] {
  if (value === undefined) throw invalidRequest('line_items is required in payment mode.', 'line_items', 'parameter_missing');
  const list = Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  if (list.length === 0) throw invalidRequest('line_items is required in payment mode.', 'line_items', 'parameter_missing');
  return list.map((raw, index) => {
    const param = `line_items[${index}]`;
    if (!isObject(raw)) throw invalidRequest('Invalid object', param);
    if (raw.price !== undefined) throw invalidRequest('The local Stripe emulator supports line_items[][price_data] only (no Prices).', `${param}[price]`);
    const data = raw.price_data;
    if (!isObject(data)) throw invalidRequest(`Missing required param: ${param}[price_data].`, `${param}[price_data]`, 'parameter_missing');
    const currency = requiredCurrency(data.currency);
    if (data.unit_amount === undefined) throw invalidRequest(`Missing required param: ${param}[price_data][unit_amount].`, `${param}[price_data][unit_amount]`, 'parameter_missing');
    const unitAmount = integerParam(data.unit_amount, `${param}[price_data][unit_amount]`);
    if (unitAmount < 50) throw invalidRequest('The Checkout Session\'s total amount due must add up to at least €0.50 eur', `${param}[price_data][unit_amount]`, 'amount_too_small');
    const product = data.product_data;
    if (!isObject(product) || typeof product.name !== 'string' || product.name === '') throw invalidRequest(`Missing required param: ${param}[price_data][product_data][name].`, `${param}[price_data][product_data][name]`, 'parameter_missing');
    const quantity = raw.quantity === undefined ? 1 : integerParam(raw.quantity, `${param}[quantity]`);
    if (quantity < 1) throw invalidRequest('Quantity must be at least 1', `${param}[quantity]`);
    return { description: product.name, quantity, unit_amount: unitAmount, amount_total: unitAmount * quantity, currency };
  });
}

function successUrlOf(session: CheckoutSession): string {
  return session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id);
}

function redirect(location: string): CheckoutPage {
  return { statusCode: 303, headers: { location, 'cache-control': 'no-store' }, body: '' };
}

function html(statusCode: number, body: string): CheckoutPage {
  return { statusCode, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }, body };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-IE', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

const STYLE = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#1a1f36;background:#f6f8fa}
main{max-width:440px;margin:0 auto;padding:32px 20px}h1{font-size:1.4rem;margin:0 0 4px}.amount{font-size:2rem;font-weight:600;margin:8px 0 20px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 3px rgba(0,0,0,.12)}label{display:block;font-size:.9rem;font-weight:500;margin:14px 0 6px}
input{width:100%;font-size:1rem;padding:10px 12px;border:1px solid #c4cad4;border-radius:8px}input:focus{outline:3px solid #7a5af866;border-color:#635bff}
.row{display:flex;gap:12px}.row>div{flex:1}button{margin-top:20px;width:100%;font-size:1rem;font-weight:600;padding:12px;border:0;border-radius:8px;background:#635bff;color:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1a1f36}.error{background:#fdecea;color:#8a1c1c;border-radius:8px;padding:10px 12px;margin:0 0 12px}.hint{font-size:.85rem;color:#5b6476;margin-top:16px}
.badge{display:inline-block;font-size:.75rem;background:#ffde92;color:#4a3500;border-radius:4px;padding:2px 6px;margin-bottom:12px}a{color:#635bff}ul{padding-left:18px;margin:8px 0 0}`;

function payPage(session: CheckoutSession, items: readonly CheckoutLineItem[], error: string | null): string {
  const total = money(session.amount_total, session.currency);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pay ${escape(total)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main><span class="badge">Test mode · local Stripe emulator</span>
<h1>${escape(items.map((item) => item.description).join(', ') || 'Payment')}</h1>
<p class="amount">${escape(total)}</p>
<form class="card" method="post" action="${PAGE_PATH}${escape(session.id)}">
${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
${session.customer_email ? `<p>Receipt to <strong>${escape(session.customer_email)}</strong></p>` : ''}
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required placeholder="4242 4242 4242 4242"${error ? ' aria-invalid="true"' : ''}>
<div class="row"><div><label for="exp">Expiry (MM / YY)</label><input id="exp" name="exp" autocomplete="cc-exp" required placeholder="12 / 30"></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" required placeholder="123"></div></div>
<button type="submit">Pay ${escape(total)}</button>
<div class="hint">Test cards:<ul><li>4242 4242 4242 4242 pays</li><li>4000 0000 0000 0002 is declined</li></ul>Any future expiry date and any three digits.</div>
</form>
${session.cancel_url ? `<p class="hint"><a href="${escape(session.cancel_url)}">← Back without paying</a></p>` : ''}
</main></body></html>`;
}

function messagePage(title: string, text: string, back: string | null): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><link rel="icon" href="data:,"><style>${STYLE}</style></head>
<body><main><h1>${escape(title)}</h1><p>${escape(text)}</p>${back ? `<p><a href="${escape(back)}">← Back</a></p>` : ''}</main></body></html>`;
}
