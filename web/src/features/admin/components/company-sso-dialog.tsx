import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { KeyRound } from 'lucide-react';
import type { CompanyInfo } from '@worknest/shared/people';
import type { SsoSettingsRequest, SsoTestResult } from '@worknest/shared/sso';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { FormField } from '../../../components/form/form-field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { useTestCompanySso, useUpdateCompanySso } from '../api/get-companies';
import { ssoFormResolver, type SsoFormValues } from '../utils/sso-form';


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
  const [result, setResult] = useState<SsoTestResult | null>(null);
  const secretSet = company.sso?.clientSecretSet ?? false;
  const form = useForm<SsoFormValues, unknown, SsoSettingsRequest>({
    defaultValues: { issuer: company.sso?.issuer ?? '', clientId: company.sso?.clientId ?? '', clientSecret: '', required: company.sso?.required ?? false },
    resolver: ssoFormResolver(secretSet, t('sso.secretRequired')),
    // Messages stay until the next Save (as before); no focus moves.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const issuer = form.watch('issuer');
  const required = form.watch('required');

  const onValid = async (settings: SsoSettingsRequest) => {
    try {
      await update.mutateAsync({ domain: company.domain, settings });
    } catch (error) {
      toast({ title: t('error'), description: serverText(error, t('sso.saveFailed')), variant: 'destructive' });
      return;
    }
    toast({ title: t('sso.saved'), description: t(required ? 'sso.savedRequired' : 'sso.savedOn', { name: company.name }) });
    onDone();
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
    <FormProvider {...form}>
    <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t('sso.title', { name: company.name })}</DialogTitle>
        <DialogDescription>
          <TextWithValue text={t('sso.description', { uri: VALUE })}>
            <span data-i18n-exempt>{`${window.location.origin}/api/auth/sso/callback`}</span>
          </TextWithValue>
        </DialogDescription>
      </DialogHeader>
      <FormField name="issuer" label={t('sso.issuer')} description={t('sso.issuerHint')}>
        {(props) => <Input {...props} type="url" autoComplete="off" {...form.register('issuer')} />}
      </FormField>
      <FormField name="clientId" label={t('sso.clientId')}>
        {(props) => <Input {...props} autoComplete="off" {...form.register('clientId')} />}
      </FormField>
      <FormField
        name="clientSecret"
        label={t('sso.clientSecret')}
        description={secretSet ? t('sso.secretSet') : t('sso.secretStored')}
      >
        {(props) => (
          <Input {...props} type="password" autoComplete="new-password" placeholder={secretSet ? t('sso.secretPlaceholder') : ''} {...form.register('clientSecret')} />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <Checkbox id={`sso-required-${company.domain}`} checked={required} onCheckedChange={(checked) => form.setValue('required', checked === true, { shouldDirty: true })} aria-describedby={`sso-required-${company.domain}-description`} className="mt-0.5" />
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
    </FormProvider>
  );
}
