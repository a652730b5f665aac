import type Stripe from 'stripe';
import type { CompanyInvoice, CompanyInvoiceList, InvoiceStatus } from '@worknest/shared/company-billing-rules';
import { payments } from '../../adapters/payments';
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
  const { stripe } = await payments();
  const page = await stripe.invoices.list({ customer: record.stripeCustomerId, limit: 24 });
  return { items: page.data.map(toCompanyInvoice) };
}

export function toCompanyInvoice(invoice: Stripe.Invoice): CompanyInvoice {
  const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  return {
    id: invoice.id!,
    number: invoice.number ?? null,
    periodStart: invoice.metadata?.periodStart ?? day(invoice.period_start),
    periodEnd: invoice.metadata?.periodEnd ?? day(invoice.period_end),
    status: (invoice.status ?? 'draft') as InvoiceStatus,
    totalAmount: invoice.total,
    currency: invoice.currency,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    lines: invoice.lines.data.map((line) => ({ description: line.description ?? '', amount: line.amount, bookingId: line.metadata?.bookingId ?? null })),
  };
}
