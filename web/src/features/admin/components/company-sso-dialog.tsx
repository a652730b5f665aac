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
import { serverMessage } from '../../../lib/api-request';
import { useTestCompanySso, useUpdateCompanySso } from '../api/get-companies';

type Errors = Partial<Record<'issuer' | 'clientId' | 'clientSecret', string>>;

/**
 * Admin → Settings → a company → Single sign-on (issue 19): issuer URL, client ID, client secret
 * (write-only: shown as set, never sent back), "Require single sign-on", Test and Save.
 */
export function CompanySsoDialog({ company }: { company: CompanyInfo }) {
  const [open, setOpen] = useState(false);
  const summary = company.sso ? (company.sso.required ? 'Single sign-on: required' : 'Single sign-on: on') : 'Single sign-on: off';
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <KeyRound aria-hidden="true" />
          {summary}
          <span className="sr-only"> for {company.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        {open && <SsoForm company={company} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SsoForm({ company, onDone }: { company: CompanyInfo; onDone: () => void }) {
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
        found[field] ??= issue.message;
      }
    }
    if (!clientSecret && !secretSet) found.clientSecret = 'Please enter the client secret';
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    update.mutate(
      { domain: company.domain, settings: parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Single sign-on saved', description: required ? `${company.name}'s members now sign in through their identity provider only.` : `${company.name}'s members can sign in through their identity provider.` });
          onDone();
        },
        onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'Failed to save single sign-on.'), variant: 'destructive' }),
      },
    );
  };

  const turnOff = () =>
    update.mutate(
      { domain: company.domain, settings: { enabled: false } },
      {
        onSuccess: () => {
          toast({ title: 'Single sign-on turned off', description: `${company.name}'s members sign in with magic links.` });
          onDone();
        },
        onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'Failed to turn single sign-on off.'), variant: 'destructive' }),
      },
    );

  const runTest = () => {
    setResult(null);
    test.mutate(
      { domain: company.domain, issuer: issuer.trim() },
      {
        onSuccess: setResult,
        onError: (error) => setResult({ ok: false, message: serverMessage(error, 'The test failed.') }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Single sign-on for {company.name}</DialogTitle>
        <DialogDescription>
          OpenID Connect: register Worknest in your identity provider with the redirect URI {`${window.location.origin}/api/auth/sso/callback`}, then enter what it gives you.
        </DialogDescription>
      </DialogHeader>
      <Field label="Issuer URL" error={errors.issuer ?? null} description="For example https://login.example.com (the provider's discovery document is read from it).">
        {(props) => <Input {...props} type="url" autoComplete="off" value={issuer} onChange={(e) => setIssuer(e.target.value)} />}
      </Field>
      <Field label="Client ID" error={errors.clientId ?? null}>
        {(props) => <Input {...props} autoComplete="off" value={clientId} onChange={(e) => setClientId(e.target.value)} />}
      </Field>
      <Field
        label="Client secret"
        error={errors.clientSecret ?? null}
        description={secretSet ? 'A secret is set. It is never shown again; enter a new one only to replace it.' : 'Stored in AWS Secrets Manager, never shown again.'}
      >
        {(props) => (
          <Input {...props} type="password" autoComplete="new-password" placeholder={secretSet ? '•••••••• (set)' : ''} value={clientSecret} onChange={(e) => setClientSecret(e.target.value)} />
        )}
      </Field>
      <div className="flex items-start gap-3">
        <Checkbox id={`sso-required-${company.domain}`} checked={required} onCheckedChange={(checked) => setRequired(checked === true)} aria-describedby={`sso-required-${company.domain}-description`} className="mt-0.5" />
        <div className="grid gap-0.5">
          <Label htmlFor={`sso-required-${company.domain}`} className="cursor-pointer">
            Require single sign-on
          </Label>
          <p id={`sso-required-${company.domain}-description`} className="text-sm text-muted-foreground">
            No magic links for this company: members sign in only through the identity provider, so disabling someone there ends their access.
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
            Turn off
          </Button>
        )}
        <Button type="button" variant="outline" loading={test.isPending} onClick={runTest} disabled={!issuer.trim()}>
          Test
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
