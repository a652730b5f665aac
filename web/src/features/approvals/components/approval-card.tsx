import type { ReactNode } from 'react';
import type { ApprovalItem } from '@worknest/shared/approvals';
import { formatEuros } from '@worknest/shared/format-money';
import { dates } from '@worknest/shared/format-dates';
import { Card, CardContent } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { policyReasonText } from '../../../lib/policy-reason';
import { DateRange } from '../../../components/date-range';

/** Issue 35: one stay as an approver needs it to decide (traveller, home, dates, amount, purpose, reasons, justification). */
export function ApprovalCard({ item, children }: { item: ApprovalItem; children?: ReactNode }) {
  const t = useT('approvals');
  const place = [item.listing.city, item.listing.country].filter(Boolean).join(', ');
  const outcome = item.decision?.outcome === 'approved' || item.decision?.outcome === 'rejected' ? item.decision.outcome : 'withdrawn';
  return (
    <Card>
      <CardContent className="grid gap-2 p-4 text-sm">
        <h3 className="text-base font-semibold" data-i18n-exempt={item.traveller.name ?? item.traveller.email ? '' : undefined}>
          {item.traveller.name ?? item.traveller.email ?? t('card.colleague')} · {item.listing.title}
        </h3>
        <p className="text-muted-foreground">
          {place ? <span data-i18n-exempt>{place} · </span> : null}
          <DateRange from={item.checkIn} to={item.checkOut} format={dates.day} />{' '}
          {t('card.amounts', { nights: item.nights, total: formatEuros(item.totalAmount), perNight: formatEuros(item.pricePerNight) })}
        </p>
        <p>
          <span className="font-medium">{t('card.purpose')}</span> <span data-i18n-exempt>{item.purpose ?? '—'}</span>
          {item.costCentre ? ` · ${t('card.costCentre', { code: item.costCentre })}` : ''}
        </p>
        {item.reasons.length > 0 ? (
          <ul className="list-disc pl-5 text-amber-800 dark:text-amber-300">
            {item.reasons.map((reason) => (
              <li key={reason.rule}>{policyReasonText(reason)}</li>
            ))}
          </ul>
        ) : (
          <p className="text-emerald-700">{t('card.inPolicy')}</p>
        )}
        {item.justification ? (
          <p>
            <span className="font-medium">{t('card.why')}</span> <span data-i18n-exempt>{item.justification}</span>
          </p>
        ) : null}
        {item.deadlineAt && item.status === 'awaiting_approval' ? (
          <p className="text-muted-foreground">
            {t('card.deadline', { date: dates.dateTime(item.deadlineAt), outcome: item.onDeadline === 'approve' ? 'approve' : 'decline' })}
          </p>
        ) : null}
        {item.decision ? (
          <p className="text-muted-foreground">
            {t('card.decision', { outcome, by: item.decision.by === 'deadline' ? 'deadline' : item.decision.byName ? 'person' : 'none', name: item.decision.byName ?? '' })}
            {item.decision.reason ? <span data-i18n-exempt>: {item.decision.reason}</span> : ''}
          </p>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
