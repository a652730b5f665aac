import { randomBytes } from 'node:crypto';
import type { FormObject } from './form-body';
import { epochSeconds, stripeId } from './ids';
import { invalidRequest, resourceMissing, StripeApiError } from './stripe-errors';
import {
  allowOnly,
  integerParam,
  isObject,
  mergeMetadata,
  metadataParam,
  optionalString,
  requiredCurrency,
  stringParam,
  type Caller,
  type StripeState,
} from './stripe-state';

/**
 * Stripe Connect in the emulator (issue 21): Express connected accounts, Account Links whose URL
 * opens a local onboarding page (one button completes onboarding, as Stripe's hosted flow with
 * test data does), transfers to connected accounts (with `source_transaction`), their reversals,
 * and the events Stripe sends about them: `account.updated` as an event of the connected account
 * (it carries `account`), `transfer.created` and `transfer.reversed` of the platform.
 */

export type CapabilityStatus = 'inactive' | 'pending' | 'active';

export interface Requirements {
  alternatives: never[];
  current_deadline: null;
  currently_due: string[];
  disabled_reason: string | null;
  errors: never[];
  eventually_due: string[];
  past_due: string[];
  pending_verification: string[];
}

export interface Account {
  id: string;
  object: 'account';
  business_profile: { mcc: null; name: null; product_description: null; support_email: null; url: null };
  business_type: string | null;
  capabilities: Record<string, CapabilityStatus>;
  charges_enabled: boolean;
  controller: { is_controller: true; type: 'application'; fees: { payer: 'application' }; losses: { payments: 'application' }; requirement_collection: 'stripe'; stripe_dashboard: { type: 'express' } };
  country: string;
  created: number;
  default_currency: string;
  details_submitted: boolean;
  email: string | null;
  external_accounts: { object: 'list'; data: never[]; has_more: false; total_count: number; url: string };
  metadata: Record<string, string>;
  payouts_enabled: boolean;
  requirements: Requirements;
  tos_acceptance: { date: number | null };
  type: 'express';
}

export interface AccountLink {
  object: 'account_link';
  created: number;
  expires_at: number;
  url: string;
}

interface StoredLink {
  token: string;
  account: string;
  refreshUrl: string;
  returnUrl: string;
  expiresAtMs: number;
  used: boolean;
}

export interface TransferReversal {
  id: string;
  object: 'transfer_reversal';
  amount: number;
  balance_transaction: string;
  created: number;
  currency: string;
  destination_payment_refund: string;
  metadata: Record<string, string>;
  source_refund: null;
  transfer: string;
}

export interface Transfer {
  id: string;
  object: 'transfer';
  amount: number;
  amount_reversed: number;
  balance_transaction: string;
  created: number;
  currency: string;
  description: string | null;
  destination: string;
  destination_payment: string;
  livemode: false;
  metadata: Record<string, string>;
  reversals: { object: 'list'; data: TransferReversal[]; has_more: false; total_count: number; url: string };
  reversed: boolean;
  source_transaction: string | null;
  source_type: 'card';
  transfer_group: string | null;
}

/** What onboarding asks an individual for (Stripe's list for an EU individual, shortened). */
const ONBOARDING_FIELDS = [
  'business_profile.url',
  'business_type',
  'external_account',
  'individual.address.city',
  'individual.address.line1',
  'individual.address.postal_code',
  'individual.dob.day',
  'individual.dob.month',
  'individual.dob.year',
  'individual.email',
  'individual.first_name',
  'individual.last_name',
  'tos_acceptance.date',
  'tos_acceptance.ip',
];

/** How long an Account Link works (Stripe: a few minutes). */
export const ACCOUNT_LINK_TTL_MS = 5 * 60 * 1000;

export type VerificationOutcome = 'verified' | 'pending' | 'requires_information';

export interface ConnectStateOptions {
  state: StripeState;
  now: () => number;
  /** The emulator's own base URL: Account Links point at its onboarding page. */
  baseUrl: () => string;
}

export interface ConnectStateSnapshot {
  accounts: Account[];
  transfers: Transfer[];
  links: StoredLink[];
}

export class ConnectState {
  readonly accounts = new Map<string, Account>();
  readonly transfers = new Map<string, Transfer>();
  private readonly links = new Map<string, StoredLink>();

  constructor(private readonly options: ConnectStateOptions) {}

  /** Accounts, transfers (with their reversals) and Account Links, for the dev state file. */
  saveState(): ConnectStateSnapshot {
    return { accounts: [...this.accounts.values()], transfers: [...this.transfers.values()], links: [...this.links.values()] };
  }

  loadState(snapshot: Partial<ConnectStateSnapshot>): void {
    for (const account of snapshot.accounts ?? []) this.accounts.set(account.id, account);
    for (const transfer of snapshot.transfers ?? []) this.transfers.set(transfer.id, transfer);
    for (const link of snapshot.links ?? []) this.links.set(link.token, link);
  }

  private nowSeconds(): number {
    return epochSeconds(this.options.now());
  }

  // --- Accounts ----------------------------------------------------------------------------------

  /** `POST /v1/accounts`: an Express account (`type=express`, or the equivalent `controller[…]`). */
  createAccount(params: FormObject, caller: Caller): Account {
    allowOnly(params, ['type', 'controller', 'country', 'email', 'capabilities', 'business_type', 'metadata', 'default_currency', 'expand', 'business_profile', 'settings', 'tos_acceptance']);
    const expressByController =
      isObject(params.controller) && isObject(params.controller.stripe_dashboard) && params.controller.stripe_dashboard.type === 'express';
    if (params.type !== undefined && params.type !== 'express') {
      throw invalidRequest('The local Stripe emulator supports Express connected accounts only (type=express).', 'type');
    }
    if (params.type === undefined && !expressByController) {
      throw invalidRequest('You must pass type=express or controller[stripe_dashboard][type]=express.', 'type');
    }
    const requested = isObject(params.capabilities) ? params.capabilities : {};
    const capabilities: Record<string, CapabilityStatus> = {};
    for (const [name, value] of Object.entries(requested)) {
      if (!['transfers', 'card_payments'].includes(name)) throw invalidRequest(`The local Stripe emulator knows the capabilities transfers and card_payments, not ${name}.`, `capabilities[${name}]`);
      if (isObject(value) && value.requested === 'true') capabilities[name] = 'inactive';
    }
    if (!capabilities.transfers) {
      throw invalidRequest('Express accounts must request the transfers capability (capabilities[transfers][requested]=true).', 'capabilities', 'parameter_missing');
    }
    const country = params.country === undefined ? 'DE' : stringParam(params.country, 'country').toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) throw invalidRequest(`Country '${country}' is unknown.`, 'country');
    const id = stripeId('acct', 16);
    const account: Account = {
      id,
      object: 'account',
      business_profile: { mcc: null, name: null, product_description: null, support_email: null, url: null },
      business_type: params.business_type === undefined ? null : stringParam(params.business_type, 'business_type'),
      capabilities,
      charges_enabled: false,
      controller: {
        is_controller: true,
        type: 'application',
        fees: { payer: 'application' },
        losses: { payments: 'application' },
        requirement_collection: 'stripe',
        stripe_dashboard: { type: 'express' },
      },
      country,
      created: this.nowSeconds(),
      default_currency: params.default_currency === undefined ? 'eur' : requiredCurrency(params.default_currency),
      details_submitted: false,
      email: optionalString(params.email, 'email'),
      external_accounts: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/accounts/${id}/external_accounts` },
      metadata: metadataParam(params.metadata),
      payouts_enabled: false,
      requirements: requirementsDue(ONBOARDING_FIELDS),
      tos_acceptance: { date: null },
      type: 'express',
    };
    this.accounts.set(id, account);
    // Stripe announces a new connected account to the platform's Connect endpoints.
    this.options.state.emitEvent('account.updated', account, caller, id);
    return account;
  }

  retrieveAccount(id: string): Account {
    const account = this.accounts.get(id);
    if (!account) {
      throw new StripeApiError(403, {
        type: 'invalid_request_error',
        code: 'account_invalid',
        message: `The provided key does not have access to account '${id}' (or that account does not exist).`,
      });
    }
    return account;
  }

  updateAccount(id: string, params: FormObject, caller: Caller): Account {
    allowOnly(params, ['email', 'metadata', 'expand', 'business_profile', 'settings']);
    const account = this.retrieveAccount(id);
    if (params.email !== undefined) account.email = optionalString(params.email, 'email');
    if (params.metadata !== undefined) account.metadata = mergeMetadata(account.metadata, params.metadata);
    this.options.state.emitEvent('account.updated', account, caller, id);
    return account;
  }

  listAccounts(limit: number): Account[] {
    return [...this.accounts.values()].reverse().slice(0, limit);
  }

  // --- Account Links and the onboarding page -----------------------------------------------------

  /** `POST /v1/account_links`: a single-use URL of the hosted onboarding (here: the emulator's page). */
  createAccountLink(params: FormObject): AccountLink {
    allowOnly(params, ['account', 'refresh_url', 'return_url', 'type', 'collect', 'collection_options', 'expand']);
    if (params.account === undefined) throw invalidRequest('Missing required param: account.', 'account', 'parameter_missing');
    const account = this.retrieveAccount(stringParam(params.account, 'account'));
    const type = params.type === undefined ? undefined : stringParam(params.type, 'type');
    if (type !== 'account_onboarding' && type !== 'account_update') {
      throw invalidRequest('Invalid type: must be one of account_onboarding or account_update', 'type');
    }
    if (type === 'account_update') {
      throw invalidRequest('You cannot create `account_update` type Account Links for accounts where the platform does not collect requirements (Express).', 'type');
    }
    const refreshUrl = urlParam(params.refresh_url, 'refresh_url');
    const returnUrl = urlParam(params.return_url, 'return_url');
    const token = randomBytes(18).toString('base64url');
    const nowMs = this.options.now();
    this.links.set(token, { token, account: account.id, refreshUrl, returnUrl, expiresAtMs: nowMs + ACCOUNT_LINK_TTL_MS, used: false });
    return {
      object: 'account_link',
      created: epochSeconds(nowMs),
      expires_at: epochSeconds(nowMs + ACCOUNT_LINK_TTL_MS),
      url: `${this.options.baseUrl()}/connect/onboarding/${token}`,
    };
  }

  /**
   * What opening a link finds: its page, or (used or expired, as on Stripe) a redirect to the
   * platform's refresh_url, which asks the platform for a new link.
   */
  openLink(token: string): { kind: 'page'; account: Account; returnUrl: string } | { kind: 'redirect'; location: string } | { kind: 'missing' } {
    const link = this.links.get(token);
    if (!link) return { kind: 'missing' };
    if (link.used || link.expiresAtMs < this.options.now()) return { kind: 'redirect', location: link.refreshUrl };
    return { kind: 'page', account: this.retrieveAccount(link.account), returnUrl: link.returnUrl };
  }

  /** The page's one button: onboarding is complete (test data verifies at once); back to return_url. */
  completeLink(token: string): { location: string } | null {
    const opened = this.openLink(token);
    if (opened.kind === 'missing') return null;
    if (opened.kind === 'redirect') return { location: opened.location };
    const link = this.links.get(token)!;
    link.used = true;
    this.setVerification(opened.account.id, 'verified');
    return { location: link.returnUrl };
  }

  /**
   * Where Stripe's review of an account stands (onboarding, or the test control
   * `POST /_emulator/accounts/{id}/verification`): verified (transfers and payouts enabled), pending
   * (details given, Stripe still checking), or requires_information (Stripe asks for more).
   */
  setVerification(accountId: string, outcome: VerificationOutcome): Account {
    const account = this.retrieveAccount(accountId);
    account.details_submitted = true;
    account.tos_acceptance.date ??= this.nowSeconds();
    account.business_type ??= 'individual';
    account.external_accounts.total_count = 1;
    const status: CapabilityStatus = outcome === 'verified' ? 'active' : outcome === 'pending' ? 'pending' : 'inactive';
    for (const name of Object.keys(account.capabilities)) account.capabilities[name] = status;
    account.payouts_enabled = outcome === 'verified';
    account.charges_enabled = outcome === 'verified' && 'card_payments' in account.capabilities;
    account.requirements =
      outcome === 'verified'
        ? requirementsDue([])
        : outcome === 'pending'
          ? { ...requirementsDue([]), pending_verification: ['individual.verification.document'] }
          : { ...requirementsDue(['individual.verification.document']), disabled_reason: 'requirements.past_due' };
    this.options.state.emitEvent('account.updated', account, null, account.id);
    return account;
  }

  // --- Transfers and reversals -------------------------------------------------------------------

  /** `POST /v1/transfers`: money from the platform to a connected account, optionally tied to a charge. */
  createTransfer(params: FormObject, caller: Caller): Transfer {
    allowOnly(params, ['amount', 'currency', 'destination', 'source_transaction', 'transfer_group', 'description', 'metadata', 'expand']);
    if (params.amount === undefined) throw invalidRequest('Missing required param: amount.', 'amount', 'parameter_missing');
    const amount = integerParam(params.amount, 'amount');
    if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', 'amount');
    const currency = requiredCurrency(params.currency);
    if (params.destination === undefined) throw invalidRequest('Missing required param: destination.', 'destination', 'parameter_missing');
    const destinationId = stringParam(params.destination, 'destination');
    const destination = this.accounts.get(destinationId);
    if (!destination) throw resourceMissing('destination', destinationId, 'destination');
    if (destination.capabilities.transfers !== 'active') {
      throw invalidRequest(
        'Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments',
        'destination',
        'insufficient_capabilities_for_transfer',
      );
    }
    let sourceTransaction: string | null = null;
    if (params.source_transaction !== undefined) {
      const charge = this.options.state.retrieveCharge(stringParam(params.source_transaction, 'source_transaction'));
      if (charge.status !== 'succeeded' || !charge.captured) {
        throw invalidRequest(`The source_transaction ${charge.id} has not succeeded (or was not captured).`, 'source_transaction');
      }
      if (charge.currency !== currency) {
        throw invalidRequest(`The currency of source_transaction's balance transaction (${charge.currency}) must be the same as the transfer currency (${currency}).`, 'currency');
      }
      const transferred = [...this.transfers.values()]
        .filter((transfer) => transfer.source_transaction === charge.id)
        .reduce((sum, transfer) => sum + transfer.amount - transfer.amount_reversed, 0);
      const available = charge.amount - charge.amount_refunded - transferred;
      if (amount > available) {
        throw invalidRequest(
          `Insufficient funds on source_transaction ${charge.id}: the transfer (${amount}) exceeds what is left of it (${Math.max(0, available)}).`,
          'amount',
          'balance_insufficient',
        );
      }
      sourceTransaction = charge.id;
    }
    const id = stripeId('tr');
    const transfer: Transfer = {
      id,
      object: 'transfer',
      amount,
      amount_reversed: 0,
      balance_transaction: stripeId('txn'),
      created: this.nowSeconds(),
      currency,
      description: optionalString(params.description, 'description'),
      destination: destination.id,
      destination_payment: stripeId('py'),
      livemode: false,
      metadata: metadataParam(params.metadata),
      reversals: { object: 'list', data: [], has_more: false, total_count: 0, url: `/v1/transfers/${id}/reversals` },
      reversed: false,
      source_transaction: sourceTransaction,
      source_type: 'card',
      transfer_group: optionalString(params.transfer_group, 'transfer_group'),
    };
    this.transfers.set(id, transfer);
    this.options.state.emitEvent('transfer.created', transfer, caller);
    return transfer;
  }

  retrieveTransfer(id: string): Transfer {
    const transfer = this.transfers.get(id);
    if (!transfer) throw resourceMissing('transfer', id);
    return transfer;
  }

  updateTransfer(id: string, params: FormObject, caller: Caller): Transfer {
    allowOnly(params, ['description', 'metadata', 'expand']);
    const transfer = this.retrieveTransfer(id);
    if (params.description !== undefined) transfer.description = optionalString(params.description, 'description');
    if (params.metadata !== undefined) transfer.metadata = mergeMetadata(transfer.metadata, params.metadata);
    this.options.state.emitEvent('transfer.updated', transfer, caller);
    return transfer;
  }

  /** `GET /v1/transfers?destination=&transfer_group=`: newest first, paged with starting_after. */
  listTransfers(filter: { destination?: string; transferGroup?: string; limit: number; startingAfter?: string }): { data: Transfer[]; hasMore: boolean } {
    let all = [...this.transfers.values()]
      .filter((transfer) => (!filter.destination || transfer.destination === filter.destination) && (!filter.transferGroup || transfer.transfer_group === filter.transferGroup))
      .reverse();
    if (filter.startingAfter) {
      const index = all.findIndex((transfer) => transfer.id === filter.startingAfter);
      if (index < 0) throw resourceMissing('transfer', filter.startingAfter, 'starting_after');
      all = all.slice(index + 1);
    }
    return { data: all.slice(0, filter.limit), hasMore: all.length > filter.limit };
  }

  /** `POST /v1/transfers/{id}/reversals`: takes back all (default) or part of what is left of a transfer. */
  createReversal(transferId: string, params: FormObject, caller: Caller): TransferReversal {
    allowOnly(params, ['amount', 'description', 'metadata', 'refund_application_fee', 'expand']);
    const transfer = this.retrieveTransfer(transferId);
    const remaining = transfer.amount - transfer.amount_reversed;
    if (remaining <= 0) throw invalidRequest(`Transfer ${transfer.id} has already been fully reversed.`, undefined, 'transfer_already_reversed');
    const amount = params.amount === undefined ? remaining : integerParam(params.amount, 'amount');
    if (amount < 1) throw invalidRequest('This value must be greater than or equal to 1.', 'amount');
    if (amount > remaining) {
      throw invalidRequest(`You have requested a reversal of ${amount}, but only ${remaining} of transfer ${transfer.id} remains.`, 'amount', 'amount_too_large');
    }
    const reversal: TransferReversal = {
      id: stripeId('trr'),
      object: 'transfer_reversal',
      amount,
      balance_transaction: stripeId('txn'),
      created: this.nowSeconds(),
      currency: transfer.currency,
      destination_payment_refund: stripeId('pyr'),
      metadata: metadataParam(params.metadata),
      source_refund: null,
      transfer: transfer.id,
    };
    transfer.reversals.data.unshift(reversal);
    transfer.reversals.total_count += 1;
    transfer.amount_reversed += amount;
    transfer.reversed = transfer.amount_reversed >= transfer.amount;
    // Stripe: "Occurs whenever a transfer is reversed, including partial reversals."
    this.options.state.emitEvent('transfer.reversed', transfer, caller);
    return reversal;
  }

  listReversals(transferId: string, limit: number): TransferReversal[] {
    return this.retrieveTransfer(transferId).reversals.data.slice(0, limit);
  }
}

function requirementsDue(fields: string[]): Requirements {
  return {
    alternatives: [],
    current_deadline: null,
    currently_due: [...fields],
    disabled_reason: fields.length > 0 ? 'requirements.past_due' : null,
    errors: [],
    eventually_due: [...fields],
    past_due: [...fields],
    pending_verification: [],
  };
}

function urlParam(value: FormObject[string] | undefined, param: string): string {
  if (value === undefined) throw invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
  const text = stringParam(value, param);
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('scheme');
  } catch {
    throw invalidRequest('Not a valid URL', param, 'url_invalid');
  }
  return text;
}

/** The onboarding page: what Stripe's hosted onboarding collects, reduced to one button (test data). */
export function onboardingPage(account: Account, token: string): string {
  const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Set up payouts · Stripe (local emulator)</title>
<link rel="icon" href="data:,">
<style>
  body { font-family: system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; margin: 0; display: grid; place-items: center; min-height: 100vh; }
  main { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); padding: 2rem; max-width: 28rem; margin: 1rem; }
  h1 { font-size: 1.25rem; margin: 0 0 .75rem; }
  p { line-height: 1.5; color: #3c4257; }
  button { background: #635bff; color: #fff; border: 0; border-radius: 6px; padding: .75rem 1.25rem; font-size: 1rem; cursor: pointer; width: 100%; }
  button:focus-visible { outline: 3px solid #1a1f36; outline-offset: 2px; }
  small { color: #4f566b; display: block; margin-top: 1rem; }
</style>
</head>
<body>
<main>
  <h1>Set up payouts for Worknest</h1>
  <p>Stripe Express onboarding of account <code>${escape(account.id)}</code>${account.email ? ` (${escape(account.email)})` : ''}.</p>
  <p>This is the local Stripe emulator: it fills in test data (identity, address, bank account) for you.</p>
  <form method="post" action="/connect/onboarding/${escape(token)}">
    <button type="submit">Complete onboarding with test data</button>
  </form>
  <small>Stripe test mode · nothing real is paid out.</small>
</main>
</body>
</html>`;
}
