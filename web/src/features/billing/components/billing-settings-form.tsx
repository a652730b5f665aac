import { useState, type FormEvent } from 'react';
import { companyBillingInputSchema, type BillingMode, type CompanyBilling } from '@worknest/shared/company-billing';
import { formatEuros } from '@worknest/shared/booking-rules';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { fieldText } from '../../../lib/field-text';
import { serverText, useT } from '../../../lib/i18n';
import { useSaveBilling } from '../api/company-billing';

type Errors = Partial<Record<string, string>>;

const MODES: readonly BillingMode[] = ['card', 'invoice'];

/** HR → Billing: how business stays are paid and who is billed (`PUT /api/hr/billing`). */
export function BillingSettingsForm({ billing }: { billing: CompanyBilling }) {
  const t = useT('billing');
  const save = useSaveBilling();
  const [mode, setMode] = useState<BillingMode>(billing.mode ?? 'card');
  const [billingEmail, setBillingEmail] = useState(billing.billingEmail ?? '');
  const [legalName, setLegalName] = useState(billing.legalName ?? billing.companyName);
  const [line1, setLine1] = useState(billing.address?.line1 ?? '');
  const [line2, setLine2] = useState(billing.address?.line2 ?? '');
  const [postalCode, setPostalCode] = useState(billing.address?.postalCode ?? '');
  const [city, setCity] = useState(billing.address?.city ?? '');
  const [country, setCountry] = useState(billing.address?.country ?? '');
  const [vatNumber, setVatNumber] = useState(billing.vatNumber ?? '');
  const [requireCostCentre, setRequireCostCentre] = useState(billing.requireCostCentre);
  const [errors, setErrors] = useState<Errors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = companyBillingInputSchema.safeParse({
      mode,
      billingEmail,
      legalName,
      address: { line1, ...(line2.trim() ? { line2 } : {}), postalCode, city, country },
      ...(vatNumber.trim() ? { vatNumber } : {}),
      requireCostCentre,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), fieldText(issue.message)])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      toast({ title: t('settings.saved') });
    } catch (error) {
      toast({ title: t('common.error'), description: serverText(error, t('settings.saveFailed')), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate aria-label={t('settings.form')}>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{t('settings.how')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {MODES.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer gap-3 rounded-lg border border-border p-4 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            >
              <input type="radio" name="mode" value={option} checked={mode === option} onChange={() => setMode(option)} className="mt-1 accent-primary" />
              <span className="grid gap-1">
                <span className="font-medium">{t('settings.mode', { mode: option })}</span>
                <span className="text-sm text-muted-foreground">{t('settings.modeText', { mode: option })}</span>
              </span>
            </label>
          ))}
        </div>
        {errors.mode ? <p className="text-sm text-destructive">{errors.mode}</p> : null}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('settings.email')} error={errors.billingEmail}>
          {(props) => <Input {...props} type="email" autoComplete="email" value={billingEmail} onChange={(event) => setBillingEmail(event.target.value)} />}
        </Field>
        <Field label={t('settings.legalName')} error={errors.legalName}>
          {(props) => <Input {...props} autoComplete="organization" value={legalName} onChange={(event) => setLegalName(event.target.value)} />}
        </Field>
        <Field label={t('settings.address')} error={errors['address.line1']}>
          {(props) => <Input {...props} autoComplete="address-line1" value={line1} onChange={(event) => setLine1(event.target.value)} />}
        </Field>
        <Field label={t('settings.address2')} error={errors['address.line2']}>
          {(props) => <Input {...props} autoComplete="address-line2" value={line2} onChange={(event) => setLine2(event.target.value)} />}
        </Field>
        <Field label={t('settings.postalCode')} error={errors['address.postalCode']}>
          {(props) => <Input {...props} autoComplete="postal-code" value={postalCode} onChange={(event) => setPostalCode(event.target.value)} />}
        </Field>
        <Field label={t('settings.city')} error={errors['address.city']}>
          {(props) => <Input {...props} autoComplete="address-level2" value={city} onChange={(event) => setCity(event.target.value)} />}
        </Field>
        <Field label={t('settings.country')} description={t('settings.countryHint')} error={errors['address.country']}>
          {(props) => <Input {...props} autoComplete="country" maxLength={2} value={country} onChange={(event) => setCountry(event.target.value.toUpperCase())} />}
        </Field>
        <Field label={t('settings.vat')} error={errors.vatNumber}>
          {(props) => <Input {...props} value={vatNumber} onChange={(event) => setVatNumber(event.target.value)} placeholder="DK12345678" />}
        </Field>
      </div>
      <div className="flex items-start gap-3">
        <Checkbox id="require-cost-centre" checked={requireCostCentre} onCheckedChange={(checked) => setRequireCostCentre(checked === true)} />
        <Label htmlFor="require-cost-centre" className="leading-snug">
          {t('settings.requireCentre')}
        </Label>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('settings.fees', { setup: formatEuros(billing.setupFeeCents), billed: billing.setupFeeBilled ? 'yes' : 'no', stay: formatEuros(billing.stayFeeCents) })}
      </p>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : billing.mode ? t('settings.save') : t('settings.setUp')}
        </Button>
      </div>
    </form>
  );
}
