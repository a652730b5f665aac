import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BillingCard, BillingMode, CompanyAddress, CostCentre } from '@worknest/shared/company-billing-rules';
import { db, tableName } from '../adapters/dynamodb';
import { isConditionFailure } from './conditional';
import { keys } from './keys';
import { updateIf } from './update-if';

/**
 * Issue 34: a company's billing item (`COMPANY#<domain>` / `BILLING`) and cost-centre list
 * (`COMPANY#<domain>` / `COST_CENTRES`); docs/data-model.md. The Stripe customer id is written
 * once (the first writer wins, so two saves at once make one customer); the card on file is what
 * the last succeeded SetupIntent saved.
 */
export interface BillingCardRecord extends BillingCard {
  paymentMethodId: string;
  setupIntentId: string;
}

export interface CompanyBillingRecord {
  domain: string;
  mode: BillingMode;
  billingEmail: string;
  legalName: string;
  address: CompanyAddress;
  vatNumber: string | null;
  requireCostCentre: boolean;
  stripeCustomerId: string | null;
  card: BillingCardRecord | null;
  /** When the one-time setup fee was charged or put on an invoice; null until then. */
  setupFeeBilledAt: string | null;
  updatedAt: string;
}

export interface BillingSettingsWrite {
  mode: BillingMode;
  billingEmail: string;
  legalName: string;
  address: CompanyAddress;
  vatNumber: string | null;
  requireCostCentre: boolean;
}

function toRecord(item: Record<string, unknown>): CompanyBillingRecord {
  return {
    domain: item.domain as string,
    mode: item.mode as BillingMode,
    billingEmail: item.billingEmail as string,
    legalName: item.legalName as string,
    address: item.address as CompanyAddress,
    vatNumber: (item.vatNumber as string | undefined) ?? null,
    requireCostCentre: item.requireCostCentre === true,
    stripeCustomerId: (item.stripeCustomerId as string | undefined) ?? null,
    card: (item.card as BillingCardRecord | undefined) ?? null,
    setupFeeBilledAt: (item.setupFeeBilledAt as string | undefined) ?? null,
    updatedAt: item.updatedAt as string,
  };
}

export async function getCompanyBilling(domain: string): Promise<CompanyBillingRecord | null> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.companyBilling(domain), ConsistentRead: true }));
  return Item ? toRecord(Item) : null;
}

/** Writes the settings HR gives; the Stripe customer, the card and the setup-fee mark stay as they are. */
export async function saveCompanyBillingSettings(domain: string, settings: BillingSettingsWrite, updatedAt: string): Promise<CompanyBillingRecord> {
  const { Attributes } = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.companyBilling(domain),
      UpdateExpression:
        'SET #domain = :domain, #mode = :mode, billingEmail = :email, legalName = :legalName, address = :address, vatNumber = :vat, requireCostCentre = :require, updatedAt = :updatedAt',
      ExpressionAttributeNames: { '#domain': 'domain', '#mode': 'mode' },
      ExpressionAttributeValues: {
        ':domain': domain,
        ':mode': settings.mode,
        ':email': settings.billingEmail,
        ':legalName': settings.legalName,
        ':address': settings.address,
        ':vat': settings.vatNumber,
        ':require': settings.requireCostCentre,
        ':updatedAt': updatedAt,
      },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return toRecord(Attributes!);
}

/** Records the company's Stripe customer unless one is recorded; answers the one that is. */
export async function recordStripeCustomer(domain: string, customerId: string): Promise<string> {
  try {
    await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.companyBilling(domain),
        UpdateExpression: 'SET stripeCustomerId = :customer',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(stripeCustomerId)',
        ExpressionAttributeValues: { ':customer': customerId },
      }),
    );
    return customerId;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const existing = await getCompanyBilling(domain);
    if (!existing?.stripeCustomerId) throw new Error(`Company ${domain} has no billing item to record a Stripe customer on`);
    return existing.stripeCustomerId;
  }
}

/** The card a succeeded SetupIntent saved, if it belongs to the company's recorded customer. */
export async function recordBillingCard(domain: string, customerId: string, card: BillingCardRecord): Promise<boolean> {
  return updateIf({
    Key: keys.companyBilling(domain),
    UpdateExpression: 'SET card = :card',
    ConditionExpression: 'stripeCustomerId = :customer',
    ExpressionAttributeValues: { ':card': card, ':customer': customerId },
  });
}

export async function getCostCentres(domain: string): Promise<CostCentre[]> {
  const { Item } = await db.send(new GetCommand({ TableName: tableName(), Key: keys.companyCostCentres(domain) }));
  return (Item?.costCentres as CostCentre[] | undefined) ?? [];
}

export async function putCostCentres(domain: string, costCentres: CostCentre[], updatedAt: string): Promise<void> {
  await db.send(new PutCommand({ TableName: tableName(), Item: { ...keys.companyCostCentres(domain), domain, costCentres, updatedAt } }));
}

/** Notes that the one-time setup fee is on an invoice; true only for the first caller. */
export async function markSetupFeeBilled(domain: string, at: string): Promise<boolean> {
  return updateIf({
    Key: keys.companyBilling(domain),
    UpdateExpression: 'SET setupFeeBilledAt = :at',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(setupFeeBilledAt)',
    ExpressionAttributeValues: { ':at': at },
  });
}
