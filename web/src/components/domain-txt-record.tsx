import { toast } from './ui/toast';
import { translate, useT } from '../lib/i18n';

/**
 * The TXT record a pending company publishes on its domain (issue 19), as the admin's company list
 * and the founder's setup page (issue 38) both show it, next to their Verify button.
 */
export function DomainTxtRecord({ domain, record }: { domain: string; record: string }) {
  const t = useT('companies');
  return (
    <div className="grid gap-1 text-sm">
      <p className="text-muted-foreground">{t('domain.publish', { domain })}</p>
      <code className="block rounded-md bg-muted px-3 py-2 font-mono text-xs break-all select-all" data-i18n-exempt>
        {record}
      </code>
    </div>
  );
}

export type DomainCheckOutcome = 'verified' | 'already-verified' | 'record-missing' | 'lookup-failed';

/** What Verify found, as a toast: the server's own sentence, destructive while not verified. */
export function toastDomainCheck(name: string, answer: { outcome: DomainCheckOutcome | string; message: string }): void {
  const verified = answer.outcome === 'verified' || answer.outcome === 'already-verified';
  toast({ title: verified ? translate('companies', 'domain.verified', { name }) : translate('companies', 'domain.notVerified'), description: answer.message, variant: verified ? undefined : 'destructive' });
}
