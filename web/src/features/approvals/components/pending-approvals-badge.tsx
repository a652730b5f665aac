import { useApprovals } from '../api/approvals';

/** Issue 35: the header's count of business stays waiting for the approver (nothing when none). */
export function PendingApprovalsBadge() {
  const count = useApprovals().data?.pendingCount ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-1 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground">
      {count}
      <span className="sr-only"> waiting for your approval</span>
    </span>
  );
}
