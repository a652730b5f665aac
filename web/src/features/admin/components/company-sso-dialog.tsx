import { useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import type { CompanyInfo } from '@worknest/shared/people';
import { ssoSettingsRequestSchema, type SsoTestResult } from '@worknest/shared/sso';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { fieldText } from '../../../lib/field-text';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { useTestCompanySso, useUpdateCompanySso } from '../api/get-companies';

type Errors = Partial<Record<'issuer' | 'clientId' | 'clientSecret', string>>;

/**
 * Admin → Settings → a company → Single sign-on (issue 19): issuer URL, client ID, client secret
 * (write-only: shown as set, never sent back), "Require single sign-on", Test and Save.
 */
export function CompanySsoDialog({ company }: { company: CompanyInfo }) {
  const t = useT('admin');
  const [open, setOpen] = useState(false);
  const summary = company.sso ? (company.sso.required ? t('sso.summaryRequired') : t('sso.summaryOn')) : t('sso.summaryOff');
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <KeyRound aria-hidden="true" />
          {summary}
          <span className="sr-only"> {t('sso.for', { name: company.name })}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        {open && <SsoForm company={company} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SsoForm({ company, onDone }: { company: CompanyInfo; onDone: () => void }) {
  const t = useT('admin');
  const update = useUpdateCompanySso();
  const test = useTestCompanySso();
  const [issuer, setIssuer] = useState(company.sso?.issuer ?? '');
  const [clientId, setClientId] = useState(company.sso?.clientId ?? '');
  const [clientSecret, setClientSecret] = useState('');
  const [required, setRequired] = useState(company.sso?.required ?? false);
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<SsoTestResult | null>(null);
  const secretSet = company.sso?.clientSecretSet ?? false;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ssoSettingsRequestSchema.safeParse({ enabled: true, issuer, clientId, clientSecret: clientSecret || undefined, required });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= fieldText(issue.message);
      }
    }
    if (!clientSecret && !secretSet) found.clientSecret = t('sso.secretRequired');
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    update.mutate(
      { domain: company.domain, settings: parsed.data },
      {
        onSuccess: () => {
          toast({ title: t('sso.saved'), description: t(required ? 'sso.savedRequired' : 'sso.savedOn', { name: company.name }) });
          onDone();
        },
        onError: (error) => toast({ title: t('error'), description: serverText(error, t('sso.saveFailed')), variant: 'destructive' }),
      },
    );
  };

  const turnOff = () =>
    update.mutate(
      { domain: company.domain, settings: { enabled: false } },
      {
        onSuccess: () => {
          toast({ title: t('sso.off'), description: t('sso.offText', { name: company.name }) });
          onDone();
        },
        onError: (error) => toast({ title: t('error'), description: serverText(error, t('sso.offFailed')), variant: 'destructive' }),
      },
    );

  const runTest = () => {
    setResult(null);
    test.mutate(
      { domain: company.domain, issuer: issuer.trim() },
      {
        onSuccess: setResult,
        onError: (error) => setResult({ ok: false, message: serverText(error, t('sso.testFailed')) }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('sso.title', { name: company.name })}</DialogTitle>
        <DialogDescription>
          <TextWithValue text={t('sso.description', { uri: VALUE })}>
            <span data-i18n-exempt>{`${window.location.origin}/api/auth/sso/callback`}</span>
          </TextWithValue>
        </DialogDescription>
      </DialogHeader>
      <Field label={t('sso.issuer')} error={errors.issuer ?? null} description={t('sso.issuerHint')}>
        {(props) => <Input {...props} type="url" autoComplete="off" value={issuer} onChange={(e) => setIssuer(e.target.value)} />}
      </Field>
      <Field label={t('sso.clientId')} error={errors.clientId ?? null}>
        {(props) => <Input {...props} autoComplete="off" value={clientId} onChange={(e) => setClientId(e.target.value)} />}
      </Field>
      <Field
        label={t('sso.clientSecret')}
        error={errors.clientSecret ?? null}
        description={secretSet ? t('sso.secretSet') : t('sso.secretStored')}
      >
        {(props) => (
          <Input {...props} type="password" autoComplete="new-password" placeholder={secretSet ? t('sso.secretPlaceholder') : ''} value={clientSecret} onChange={(e) => setClientSecret(e.target.value)} />
        )}
      </Field>
      <div className="flex items-start gap-3">
        <Checkbox id={`sso-required-${company.domain}`} checked={required} onCheckedChange={(checked) => setRequired(checked === true)} aria-describedby={`sso-required-${company.domain}-description`} className="mt-0.5" />
        <div className="grid gap-0.5">
          <Label htmlFor={`sso-required-${company.domain}`} className="cursor-pointer">
            {t('sso.require')}
          </Label>
          <p id={`sso-required-${company.domain}-description`} className="text-sm text-muted-foreground">
            {t('sso.requireText')}
          </p>
        </div>
      </div>
      <div role="status" aria-live="polite">
        {result && (
          <p className={result.ok ? 'rounded-lg bg-success-soft px-4 py-3 text-sm text-success' : 'rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive'}>
            {result.message}
          </p>
        )}
      </div>
      <DialogFooter className="flex-wrap gap-2">
        {company.sso && (
          <Button type="button" variant="ghost" onClick={turnOff} disabled={update.isPending}>
            {t('sso.turnOff')}
          </Button>
        )}
        <Button type="button" variant="outline" loading={test.isPending} onClick={runTest} disabled={!issuer.trim()}>
          {t('sso.test')}
        </Button>
        <Button type="submit" loading={update.isPending}>
          {t('sso.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
