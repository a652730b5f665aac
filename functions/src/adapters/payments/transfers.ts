import type Stripe from 'stripe';
import { withStripe } from './client';
import { v1 } from './stripe-http';
import type { ConnectedAccountSummary, Metadata, TransferSummary } from './types';

/** Connect (issue 21): hosts' Express accounts, their onboarding links, and the payouts' transfers. */

export function toTransferSummary(transfer: Stripe.Transfer): TransferSummary {
  return {
    id: transfer.id,
    amountCents: transfer.amount,
    amountReversedCents: transfer.amount_reversed,
    createdMs: transfer.created * 1000,
    metadata: { ...(transfer.metadata ?? {}) },
  };
}

export function toAccountSummary(account: Stripe.Account): ConnectedAccountSummary {
  return {
    id: account.id,
    details_submitted: account.details_submitted ?? null,
    payouts_enabled: account.payouts_enabled ?? null,
    capabilities: account.capabilities ? { transfers: account.capabilities.transfers ?? null } : null,
    requirements: account.requirements ? { currently_due: account.requirements.currently_due ?? null, past_due: account.requirements.past_due ?? null } : null,
  };
}

/** The first transfer of a transfer group, or null (a payout tried before: Stripe forgets keys after 24 h). */
export function findTransferByGroup(transferGroup: string): Promise<TransferSummary | null> {
  return withStripe(async (stripe) => {
    const found = (await stripe.get<Stripe.ApiList<Stripe.Transfer>>(v1`transfers`, { transfer_group: transferGroup, limit: 1 })).data[0];
    return found ? toTransferSummary(found) : null;
  });
}

export interface TransferInput {
  amountCents: number;
  currency: string;
  destinationAccountId: string;
  /** The charge the transfer is drawn from; left out, the platform's balance pays. */
  sourceChargeId?: string;
  transferGroup: string;
  description: string;
  metadata: Metadata;
  idempotencyKey: string;
}

export function createTransfer(input: TransferInput): Promise<TransferSummary> {
  return withStripe(async (stripe) =>
    toTransferSummary(
      await stripe.post<Stripe.Transfer>(
        v1`transfers`,
        {
          amount: input.amountCents,
          currency: input.currency,
          destination: input.destinationAccountId,
          ...(input.sourceChargeId ? { source_transaction: input.sourceChargeId } : {}),
          transfer_group: input.transferGroup,
          description: input.description,
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    ),
  );
}

/** An Express account for a member in Germany, paid in euros, transfers requested. */
export function createExpressAccount(input: { email: string; metadata: Metadata; idempotencyKey: string }): Promise<ConnectedAccountSummary> {
  return withStripe(async (stripe) =>
    toAccountSummary(
      await stripe.post<Stripe.Account>(
        v1`accounts`,
        {
          type: 'express',
          country: 'DE',
          email: input.email,
          default_currency: 'eur',
          capabilities: { transfers: { requested: true } },
          business_type: 'individual',
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    ),
  );
}

export function retrieveConnectedAccount(accountId: string): Promise<ConnectedAccountSummary> {
  return withStripe(async (stripe) => toAccountSummary(await stripe.get<Stripe.Account>(v1`accounts/${accountId}`)));
}

/** @returns the onboarding URL Stripe sends the member to. */
export function createOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string> {
  return withStripe(async (stripe) => {
    const link = await stripe.post<Stripe.AccountLink>(v1`account_links`, {
      account: accountId,
      type: 'account_onboarding',
      refresh_url: urls.refreshUrl,
      return_url: urls.returnUrl,
    });
    return link.url;
  });
}

/** Empties the account's e-mail and removes all its metadata (an erased member, issue 33). */
export function redactConnectedAccount(accountId: string): Promise<void> {
  return withStripe(async (stripe) => {
    await stripe.post<Stripe.Account>(v1`accounts/${accountId}`, { email: '', metadata: '' });
  });
}
