import { ExternalLink, FileText } from 'lucide-react';
import type { CompanyInvoice, InvoiceStatus } from '@worknest/shared/company-billing';
import { formatEuros, formatStayDate } from '@worknest/shared/booking-rules';
import { Badge } from '../../../components/ui/badge';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCompanyInvoices } from '../api/company-billing';

const STATUS: Record<InvoiceStatus, { label: string; variant: 'secondary' | 'warning' | 'success' | 'outline' | 'destructive' }> = {
  draft: { label: 'Draft', variant: 'secondary' },
  open: { label: 'Open', variant: 'warning' },
  paid: { label: 'Paid', variant: 'success' },
  void: { label: 'Void', variant: 'outline' },
  uncollectible: { label: 'Uncollectible', variant: 'destructive' },
};

/** HR → Billing → Invoices (`GET /api/hr/invoices`): each with its lines, hosted page and PDF. */
export function InvoiceList() {
  const invoices = useCompanyInvoices();
  if (invoices.isPending) return <Skeleton className="h-24 w-full" />;
  if (invoices.isError) return <p role="alert" className="text-sm text-destructive">The invoices could not load. Please reload the page.</p>;
  if (invoices.data.items.length === 0) return <p className="text-sm text-muted-foreground">No invoices yet. Business stays appear here once they are billed.</p>;
  return (
    <ul className="grid gap-4">
      {invoices.data.items.map((invoice) => (
        <InvoiceItem key={invoice.id} invoice={invoice} />
      ))}
    </ul>
  );
}

function InvoiceItem({ invoice }: { invoice: CompanyInvoice }) {
  const status = STATUS[invoice.status];
  return (
    <li className="grid gap-3 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <span className="font-medium">{invoice.number ? `Invoice ${invoice.number}` : 'Next invoice (draft)'}</span>
          <span className="text-sm text-muted-foreground">
            {formatStayDate(invoice.periodStart)} – {formatStayDate(invoice.periodEnd)}
          </span>
        </div>
        <div className="flex items-center gap-3">
          <Badge variant={status.variant}>{status.label}</Badge>
          <span className="font-semibold tabular-nums">{formatEuros(invoice.totalAmount)}</span>
        </div>
      </div>
      <table className="w-full text-sm">
        <caption className="sr-only">Lines of {invoice.number ? `invoice ${invoice.number}` : 'the draft invoice'}</caption>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index} className="border-t border-border">
              <td className="py-1.5 pr-3">{line.description}</td>
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
              View invoice
            </a>
          ) : null}
          {invoice.invoicePdf ? (
            <a className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline" href={invoice.invoicePdf} target="_blank" rel="noreferrer">
              <FileText aria-hidden="true" className="size-4" />
              Download PDF
            </a>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
