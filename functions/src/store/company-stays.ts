import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { BillingMode } from '@worknest/shared/company-billing-rules';
import { db, tableName } from '../adapters/dynamodb';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { updateIf } from './update-if';

/**
 * Issue 34: what the companies' monthly invoices still need (docs/data-model.md, "Company
 * billing"). One partition, `COMPANY_BILLING`, read whole by the bill-company-stays job:
 * - `STAY#<bookingId>`: a business stay whose lines (the stay in invoice mode, its fee, the setup
 *   fee) are not yet on its company's invoice; written when the stay is booked, deleted once the
 *   booking records its lines or the stay ended without being confirmed.
 * - `DRAFT#<YYYY-MM>#<domain>`: the company's draft invoice of that month (the first writer's id
 *   stays), deleted once the job finalized it after the month.
 */

export interface CompanyStayToBill {
  bookingId: string;
  domain: string;
  queuedAtMs: number;
}

export async function queueCompanyStay(entry: CompanyStayToBill): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.companyStayToBill(entry.bookingId), type: 'companyStayToBill', ...entry } }));
}

export async function listCompanyStaysToBill(limit: number): Promise<CompanyStayToBill[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.companyBillingPartition(), ':prefix': keys.companyStaysToBillPrefix() },
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => ({ bookingId: String(item.bookingId), domain: String(item.domain), queuedAtMs: Number(item.queuedAtMs) }));
}

export async function forgetCompanyStay(bookingId: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.companyStayToBill(bookingId) }));
}

export interface DraftInvoiceRecord {
  month: string;
  domain: string;
  invoiceId: string;
  mode: BillingMode;
}

export async function getDraftInvoice(month: string, domain: string): Promise<DraftInvoiceRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.companyDraftInvoice(month, domain), ConsistentRead: true }));
  return Item ? { month, domain, invoiceId: String(Item.invoiceId), mode: Item.mode as BillingMode } : null;
}

/** Records the month's draft unless one is recorded; answers the recorded one (two runs at once keep one invoice). */
export async function recordDraftInvoice(draft: DraftInvoiceRecord): Promise<DraftInvoiceRecord> {
  try {
    await db.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...keys.companyDraftInvoice(draft.month, draft.domain), type: 'companyDraftInvoice', ...draft },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return draft;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return (await getDraftInvoice(draft.month, draft.domain)) ?? draft;
  }
}

/** The drafts of months before `month` (`YYYY-MM`): the ones the job finalizes. */
export async function listDraftInvoicesBefore(month: string, limit: number): Promise<DraftInvoiceRecord[]> {
  const { Items = [] } = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.companyBillingPartition(), ':from': keys.companyDraftInvoicesPrefix(), ':to': `${keys.companyDraftInvoicesPrefix()}${month}` },
      Limit: limit,
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => ({ month: String(item.month), domain: String(item.domain), invoiceId: String(item.invoiceId), mode: item.mode as BillingMode }));
}

export async function forgetDraftInvoice(month: string, domain: string): Promise<void> {
  await db.send(new DeleteCommand({ TableName: tableName(), Key: keys.companyDraftInvoice(month, domain) }));
}

/**
 * Records a business stay's invoice lines on the booking, once: a second writer with the same
 * lines (two runs met; Stripe's idempotency gave both the same items) succeeds without change.
 * @returns false when the booking records other lines already.
 */
export async function recordStayInvoiceLines(bookingId: string, lines: { invoiceId: string; invoiceItemId: string | null; feeItemId: string | null }): Promise<boolean> {
  return updateIf({
    Key: keys.booking(bookingId),
    UpdateExpression: 'SET invoiceId = :invoice, invoiceItemId = :item, feeItemId = :fee',
    ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(invoiceId) OR invoiceId = :invoice)',
    ExpressionAttributeValues: { ':invoice': lines.invoiceId, ':item': lines.invoiceItemId, ':fee': lines.feeItemId },
  });
}
