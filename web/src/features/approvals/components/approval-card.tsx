import type { ReactNode } from 'react';
import type { ApprovalItem } from '@worknest/shared/approvals';
import { formatEuros } from '@worknest/shared/format-money';
import { plural } from '@worknest/shared/plural';
import { dates } from '@worknest/shared/format-dates';
import { Card, CardContent } from '../../../components/ui/card';

/** Issue 35: one stay as an approver needs it to decide (traveller, home, dates, amount, purpose, reasons, justification). */
export function ApprovalCard({ item, children }: { item: ApprovalItem; children?: ReactNode }) {
  return (
    <Card>
      <CardContent className="grid gap-2 p-4 text-sm">
        <h3 className="text-base font-semibold">
          {item.traveller.name ?? item.traveller.email ?? 'A colleague'} · {item.listing.title}
        </h3>
        <p className="text-muted-foreground">
          {[item.listing.city, item.listing.country].filter(Boolean).join(', ')} · {dates.day(item.checkIn)} – {dates.day(item.checkOut)} ({plural(item.nights, 'night')}) ·{' '}
          {formatEuros(item.totalAmount)} ({formatEuros(item.pricePerNight)} a night)
        </p>
        <p>
          <span className="font-medium">Purpose:</span> {item.purpose ?? '—'}
          {item.costCentre ? ` · cost centre ${item.costCentre}` : ''}
        </p>
        {item.reasons.length > 0 ? (
          <ul className="list-disc pl-5 text-amber-800 dark:text-amber-300">
            {item.reasons.map((reason) => (
              <li key={reason.rule}>{reason.message}</li>
            ))}
          </ul>
        ) : (
          <p className="text-emerald-700">In policy</p>
        )}
        {item.justification ? (
          <p>
            <span className="font-medium">Why:</span> {item.justification}
          </p>
        ) : null}
        {item.deadlineAt && item.status === 'awaiting_approval' ? (
          <p className="text-muted-foreground">
            Decide by {dates.dateTime(item.deadlineAt)}; then it is {item.onDeadline === 'approve' ? 'approved' : 'declined'} automatically.
          </p>
        ) : null}
        {item.decision ? (
          <p className="text-muted-foreground">
            {item.decision.outcome === 'approved' ? 'Approved' : item.decision.outcome === 'rejected' ? 'Rejected' : 'Withdrawn'}
            {item.decision.by === 'deadline' ? ' at the deadline' : item.decision.byName ? ` by ${item.decision.byName}` : ''}
            {item.decision.reason ? `: ${item.decision.reason}` : ''}
          </p>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
