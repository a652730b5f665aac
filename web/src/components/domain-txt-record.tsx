import { toast } from './ui/toast';

/**
 * The TXT record a pending company publishes on its domain (issue 19), as the admin's company list
 * and the founder's setup page (issue 38) both show it, next to their Verify button.
 */
export function DomainTxtRecord({ domain, record }: { domain: string; record: string }) {
  return (
    <div className="grid gap-1 text-sm">
      <p className="text-muted-foreground">Publish this TXT record on {domain}, then choose Verify (Worknest also checks every hour):</p>
      <code className="block rounded-md bg-muted px-3 py-2 font-mono text-xs break-all select-all">{record}</code>
    </div>
  );
}

export type DomainCheckOutcome = 'verified' | 'already-verified' | 'record-missing' | 'lookup-failed';

/** What Verify found, as a toast: the server's own sentence, destructive while not verified. */
export function toastDomainCheck(name: string, answer: { outcome: DomainCheckOutcome | string; message: string }): void {
  const verified = answer.outcome === 'verified' || answer.outcome === 'already-verified';
  toast({ title: verified ? `${name} is verified` : 'Not verified yet', description: answer.message, variant: verified ? undefined : 'destructive' });
}
