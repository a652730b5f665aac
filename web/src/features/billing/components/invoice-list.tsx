import { ExternalLink, FileText } from 'lucide-react';
import type { CompanyInvoice, InvoiceStatus } from '@worknest/shared/company-billing';
import { formatEuros } from '@worknest/shared/booking-rules';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompanyInvoices } from '../api/company-billing';
import { useT } from '../../../lib/i18n';
import { DateRange } from '../../../components/date-range';

const STATUS: Record<InvoiceStatus, 'secondary' | 'warning' | 'success' | 'outline' | 'destructive'> = {
  draft: 'secondary',
  open: 'warning',
  paid: 'success',
  void: 'outline',
  uncollectible: 'destructive',
};

/** HR → Billing → Invoices (`GET /api/hr/invoices`): each with its lines, hosted page and PDF. */
export function InvoiceList() {
  const t = useT('billing');
  const invoices = useCompanyInvoices();
  if (invoices.isPending) return <Skeleton className="h-24 w-full" />;
  if (invoices.isError) return <p role="alert" className="text-sm text-destructive">{t('invoices.loadFailed')}</p>;
  if (invoices.data.items.length === 0) return <p className="text-sm text-muted-foreground">{t('invoices.empty')}</p>;
  return (
    <ul className="grid gap-4">
      {invoices.data.items.map((invoice) => (
        <InvoiceItem key={invoice.id} invoice={invoice} />
      ))}
    </ul>
  );
}

function InvoiceItem({ invoice }: { invoice: CompanyInvoice }) {
  const t = useT('billing');
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <span className="font-medium">{invoice.number ? t('invoices.number', { number: invoice.number }) : t('invoices.draft')}</span>
          <span className="text-sm text-muted-foreground">
            <DateRange from={invoice.periodStart} to={invoice.periodEnd} />
          </span>
        </div>
        <div className="flex items-center gap-3">
          <Badge variant={STATUS[invoice.status]}>{t('invoices.status', { status: invoice.status })}</Badge>
          <span className="font-semibold tabular-nums">{formatEuros(invoice.totalAmount)}</span>
        </div>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">{invoice.number ? t('invoices.linesOf', { number: invoice.number }) : t('invoices.draftLines')}</caption>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index} className="border-t border-border">
              <td className="py-1.5 pr-3" data-i18n-exempt>
                {line.description}
              </td>
              <td className="py-1.5 text-right tabular-nums">{formatEuros(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {invoice.hostedInvoiceUrl || invoice.invoicePdf ? (
        <div className="flex flex-wrap gap-4 text-sm">
          {invoice.hostedInvoiceUrl ? (
            <a className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline" href={invoice.hostedInvoiceUrl} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('invoices.view')}
            </a>
          ) : null}
          {invoice.invoicePdf ? (
            <a className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline" href={invoice.invoicePdf} target="_blank" rel="noreferrer">
              <FileText aria-hidden="true" className="size-4" />
              {t('invoices.pdf')}
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
