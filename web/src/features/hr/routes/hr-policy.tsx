import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { parseTravelPolicy, type TravelPolicy } from '@worknest/shared/travel-policy-rules';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { fieldText } from '../../../lib/field-text';
import { serverText, useT } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSaveTravelPolicy, useTravelPolicy } from '../api/travel-policy';

interface Draft {
  maxNightly: string;
  countryCaps: string;
  maxNights: string;
  minAdvanceDays: string;
  approval: TravelPolicy['approval'];
  approvalDeadlineHours: string;
  onDeadline: TravelPolicy['onDeadline'];
}

const euros = (cents: number | null) => (cents === null ? '' : String(cents / 100));
const toDraft = (policy: TravelPolicy): Draft => ({
  maxNightly: euros(policy.maxNightlyCents),
  countryCaps: Object.entries(policy.countryCaps).map(([code, cents]) => `${code} ${cents / 100}`).join(', '),
  maxNights: policy.maxNights === null ? '' : String(policy.maxNights),
  minAdvanceDays: String(policy.minAdvanceDays),
  approval: policy.approval,
  approvalDeadlineHours: String(policy.approvalDeadlineHours),
  onDeadline: policy.onDeadline,
});
/** Euros as typed ("150", "149.50") → cents; anything else is passed on for the rules to name. */
const cents = (text: string): number | null | string => (text.trim() === '' ? null : /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : text);
const whole = (text: string): number | null | string => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text);

function toBody(draft: Draft): Record<string, unknown> {
  const caps: Record<string, unknown> = {};
  for (const part of draft.countryCaps.split(',').map((entry) => entry.trim()).filter(Boolean)) {
    const [code, amount] = part.split(/[\s:=]+/);
    caps[code ?? ''] = cents(amount ?? '');
  }
  return {
    maxNightlyCents: cents(draft.maxNightly),
    countryCaps: caps,
    maxNights: whole(draft.maxNights),
    minAdvanceDays: whole(draft.minAdvanceDays) ?? 0,
    approval: draft.approval,
    approvalDeadlineHours: whole(draft.approvalDeadlineHours),
    onDeadline: draft.onDeadline,
  };
}

/**
 * `/app/hr/policy` (hr and admin, issue 35): the company's travel policy for business stays, as
 * one form (`PUT /api/hr/travel-policy`); the shared rules check it as the server does, with its
 * messages. Stays already made keep the policy they were made under.
 */
export function HrPolicyRoute() {
  const t = useT('hr');
  const policy = useTravelPolicy();
  const save = useSaveTravelPolicy();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [issues, setIssues] = useState<{ path: string; message: string }[]>([]);
  useEffect(() => {
    if (policy.data && !draft) setDraft(toDraft(policy.data));
  }, [policy.data, draft]);
  const title = t('policy.documentTitle');
  useDocumentTitle(title);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const parsed = parseTravelPolicy(toBody(draft));
    if ('issues' in parsed) return setIssues(parsed.issues);
    setIssues([]);
    save.mutate(parsed.policy, {
      onSuccess: () => toast({ title: t('policy.saved') }),
      onError: (error) => toast({ title: serverText(error, t('policy.saveFailed')), variant: 'destructive' }),
    });
  };
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => (current ? { ...current, [field]: value } : current));
  const issueOf = (prefix: string) => issues.filter((issue) => issue.path === prefix || issue.path.startsWith(`${prefix}.`)).map((issue) => fieldText(issue.message)).join(' ');
  return (
    <main className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8">
      <Link to="/app/hr" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('policy.back')}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight">{t('dashboard.policy')}</h1>
      <p className="text-muted-foreground">{t('policy.intro')}</p>
      {!draft ? (
        <Skeleton className="h-80" />
      ) : (
        <Card>
          <CardContent className="p-4">
            <form className="grid gap-4" onSubmit={submit} noValidate>
              <Field id="maxNightly" label={t('policy.maxNightly')} value={draft.maxNightly} onChange={set('maxNightly')} error={issueOf('maxNightlyCents')} inputMode="decimal" />
              <Field id="countryCaps" label={t('policy.countryCaps')} value={draft.countryCaps} onChange={set('countryCaps')} error={issueOf('countryCaps')} />
              <Field id="maxNights" label={t('policy.maxNights')} value={draft.maxNights} onChange={set('maxNights')} error={issueOf('maxNights')} inputMode="numeric" />
              <Field id="minAdvanceDays" label={t('policy.minAdvanceDays')} value={draft.minAdvanceDays} onChange={set('minAdvanceDays')} error={issueOf('minAdvanceDays')} inputMode="numeric" />
              <Choice id="approval" label={t('policy.approval')} value={draft.approval} onChange={set('approval')} options={(['none', 'out_of_policy', 'always'] as const).map((value): [string, string] => [value, t('policy.approvalChoice', { value })])} />
              <Field id="approvalDeadlineHours" label={t('policy.deadlineHours')} value={draft.approvalDeadlineHours} onChange={set('approvalDeadlineHours')} error={issueOf('approvalDeadlineHours')} inputMode="numeric" />
              <Choice id="onDeadline" label={t('policy.onDeadline')} value={draft.onDeadline} onChange={set('onDeadline')} options={(['decline', 'approve'] as const).map((value): [string, string] => [value, t('policy.onDeadlineChoice', { value })])} />
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('common.saving') : t('policy.save')}
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </main>
  );
}

function Field(props: { id: string; label: string; value: string; onChange: (value: string) => void; error: string; inputMode?: 'decimal' | 'numeric' }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <Input id={props.id} value={props.value} inputMode={props.inputMode} aria-invalid={props.error ? true : undefined} aria-describedby={props.error ? `${props.id}-error` : undefined} onChange={(event) => props.onChange(event.target.value)} />
      {props.error ? (
        <p id={`${props.id}-error`} className="text-sm text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function Choice(props: { id: string; label: string; value: string; onChange: (value: string) => void; options: [string, string][] }) {
  return (
    <div className="grid gap-1">
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <select id={props.id} value={props.value} onChange={(event) => props.onChange(event.target.value)} className="h-10 rounded-md border border-input bg-background px-3 text-sm">
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
