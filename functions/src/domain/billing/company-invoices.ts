import type { CompanyInvoice, CompanyInvoiceList, InvoiceStatus } from '@worknest/shared/company-billing-rules';
import { listInvoices } from '../../adapters/payments/invoices';
import type { InvoiceSummary } from '../../adapters/payments/types';
import { getCompanyBilling } from '../../store/company-billing';
import type { Company } from '../../store/companies';

/**
 * Issue 34: `GET /api/hr/invoices`. Stripe keeps the invoices (numbers, totals, status, the hosted
 * page and PDF); they are read from it for the company's customer, newest first, the last 24
 * (two years of monthly invoices). A month's invoice names its month in `metadata.periodStart`
 * and `metadata.periodEnd` (calendar days); an invoice without them uses its own period.
 */
export async function listCompanyInvoices(company: Company): Promise<CompanyInvoiceList> {
  const record = await getCompanyBilling(company.domain);
  if (!record?.stripeCustomerId) return { items: [] };
  const invoices = await listInvoices(record.stripeCustomerId, 24);
  return { items: invoices.map(toCompanyInvoice) };
}

export function toCompanyInvoice(invoice: InvoiceSummary): CompanyInvoice {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    id: invoice.id,
    number: invoice.number,
    periodStart: invoice.metadata.periodStart ?? day(invoice.periodStartMs),
    periodEnd: invoice.metadata.periodEnd ?? day(invoice.periodEndMs),
    status: (invoice.status ?? 'draft') as InvoiceStatus,
    totalAmount: invoice.totalCents,
    currency: invoice.currency,
    hostedInvoiceUrl: invoice.hostedInvoiceUrl,
    invoicePdf: invoice.invoicePdf,
    lines: invoice.lines.map((line) => ({ description: line.description ?? '', amount: line.amountCents, bookingId: line.metadata.bookingId ?? null })),
  };
}
