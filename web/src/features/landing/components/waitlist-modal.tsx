import { useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { waitlistSchema } from '@worknest/shared/marketing';
import {
  COMPANY_ROLES,
  COMPANY_SIZES,
  MARKETING_ROLES,
  REGIONS,
  WAITLIST_MODAL_MESSAGES,
  type CompanySize,
  type MarketingRole,
  type Region,
} from '@worknest/shared/marketing-options';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useJoinWaitlist } from '../api/join-waitlist';
import { useResetAfterClose } from '../hooks/use-reset-after-close';
import { fieldErrors, focusFirstInvalid, type FieldErrors } from '../utils/field-errors';
import { toastSubmissionFailed } from '../utils/submission-failed';
import { HoneypotField } from './honeypot-field';
import type { LandingModalProps } from './landing-modal-props';
import { OptionSelect } from './option-select';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { useT } from '../../../lib/i18n';
import { marketingMessages, roleLabels } from '../utils/marketing-texts';

/** SPEC.md §5's messages, in the reader's language (English: word for word). */
const schema = () => waitlistSchema(marketingMessages(WAITLIST_MODAL_MESSAGES, 'waitlist'));

type Step = 'details' | 'company' | 'done';

interface WaitlistForm {
  email: string;
  role: MarketingRole | '';
  companyName: string;
  companySize: CompanySize | '';
  regions: Region[];
  website: string;
}

const EMPTY: WaitlistForm = { email: '', role: '', companyName: '', companySize: '', regions: [], website: '' };

/**
 * The waitlist modal (SPEC.md §4): step 1 asks e-mail, role and (unless employee) company name;
 * HR, leadership and ops continue to step 2 (company size and regions, both optional, with Back);
 * employee and other submit at once. Success offers a demo. Closing resets it after 300 ms.
 */
export function WaitlistModal({ open, onOpenChange, onCloseAutoFocus, onRequestDemo }: LandingModalProps & { onRequestDemo: () => void }) {
  const t = useT('landing');
  const tp = useT('public');
  const [step, setStep] = useState<Step>('details');
  const [form, setForm] = useState<WaitlistForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const join = useJoinWaitlist();
  const formRef = useRef<HTMLFormElement>(null);

  useResetAfterClose(open, () => {
    setStep('details');
    setForm(EMPTY);
    setErrors({});
    join.reset();
  });

  const set = <K extends keyof WaitlistForm>(field: K, value: WaitlistForm[K]) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const isCompanyRole = form.role !== '' && COMPANY_ROLES.includes(form.role);
  const asksCompanyName = form.role !== 'employee';

  function payload() {
    return {
      email: form.email,
      role: form.role,
      companyName: asksCompanyName ? form.companyName : undefined,
      companySize: isCompanyRole && form.companySize ? form.companySize : undefined,
      regions: isCompanyRole && form.regions.length > 0 ? form.regions : undefined,
      source: 'modal' as const,
      website: form.website || undefined,
    };
  }

  function submit() {
    const parsed = schema().safeParse(payload());
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      setStep('details');
      focusFirstInvalid(formRef.current);
      return;
    }
    join.mutate(parsed.data, { onSuccess: () => setStep('done'), onError: toastSubmissionFailed });
  }

  function onSubmitDetails(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema().safeParse(payload());
    const stepErrors = parsed.success ? {} : fieldErrors(parsed.error);
    const { email, role, companyName } = stepErrors;
    if (email || role || companyName) {
      setErrors({ email, role, companyName });
      focusFirstInvalid(formRef.current);
      return;
    }
    if (isCompanyRole) setStep('company');
    else submit();
  }

  function onSubmitCompany(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  function toggleRegion(region: Region, checked: boolean) {
    set('regions', checked ? [...form.regions, region] : form.regions.filter((r) => r !== region));
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} data-testid="waitlist-modal">
        {step === 'done' ? (
          <div className="grid justify-items-center gap-4 py-2 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
              <CircleCheck aria-hidden="true" className="size-8" />
            </span>
            <DialogHeader className="pr-0 text-center">
              <DialogTitle className="text-2xl">{tp('form.doneTitle')}</DialogTitle>
              <DialogDescription className="text-base">
                <TextWithValue text={tp('waitlist.doneText', { email: VALUE })}>
                  <span className="font-medium text-foreground">{form.email.trim().toLowerCase()}</span>
                </TextWithValue>
              </DialogDescription>
            </DialogHeader>
            <DialogFooter className="w-full sm:justify-center">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                {tp('form.close')}
              </Button>
              <Button onClick={onRequestDemo}>{t('cta.demo')}</Button>
            </DialogFooter>
          </div>
        ) : (
          <>
            <DialogHeader>
              {isCompanyRole ? (
                <p className="text-sm font-medium text-primary">{tp('waitlist.step', { step: step === 'details' ? 1 : 2 })}</p>
              ) : null}
              <DialogTitle className="text-2xl">{step === 'details' ? t('cta.waitlist') : tp('waitlist.companyTitle')}</DialogTitle>
              <DialogDescription>
                {step === 'details' ? tp('waitlist.intro') : tp('waitlist.companyIntro')}
              </DialogDescription>
            </DialogHeader>

            {step === 'details' ? (
              <form ref={formRef} onSubmit={onSubmitDetails} noValidate className="relative grid gap-4">
                <Field label={t('quick.email')} error={errors.email}>
                  {(props) => (
                    <EmailInput
                      {...props}
                      value={form.email}
                      onChange={(event) => set('email', event.target.value)}
                      required
                    />
                  )}
                </Field>
                <Field label={t('quick.role')} error={errors.role}>
                  {(props) => (
                    <OptionSelect
                      name="role"
                      control={props}
                      options={MARKETING_ROLES}
                      labels={roleLabels(t)}
                      value={form.role}
                      onChange={(role) => set('role', role)}
                      placeholder={t('quick.rolePlaceholder')}
                    />
                  )}
                </Field>
                {asksCompanyName ? (
                  <Field label={tp('waitlist.companyName')} error={errors.companyName}>
                    {(props) => (
                      <Input
                        {...props}
                        name="companyName"
                        autoComplete="organization"
                        placeholder={tp('waitlist.companyPlaceholder')}
                        value={form.companyName}
                        onChange={(event) => set('companyName', event.target.value)}
                        required
                      />
                    )}
                  </Field>
                ) : null}
                <HoneypotField value={form.website} onChange={(value) => set('website', value)} />
                <DialogFooter className="pt-2">
                  <Button type="submit" size="lg" className="w-full" loading={join.isPending}>
                    {isCompanyRole ? tp('waitlist.continue') : join.isPending ? tp('form.joining') : t('cta.waitlist')}
                  </Button>
                </DialogFooter>
              </form>
            ) : (
              <form ref={formRef} onSubmit={onSubmitCompany} noValidate className="grid gap-5">
                <Field label={tp('waitlist.size')}>
                  {(props) => (
                    <OptionSelect
                      name="companySize"
                      control={props}
                      options={COMPANY_SIZES}
                      value={form.companySize}
                      onChange={(size) => set('companySize', size)}
                      placeholder={tp('waitlist.sizePlaceholder')}
                    />
                  )}
                </Field>
                <fieldset className="grid gap-3">
                  <legend className="mb-1 text-sm font-medium">
                    {tp('waitlist.regions')}
                  </legend>
                  <div className="grid grid-cols-2 gap-x-4 gap-y-3">
                    {REGIONS.map((region) => (
                      <div key={region} className="flex items-center gap-2">
                        <Checkbox
                          id={`region-${region}`}
                          checked={form.regions.includes(region)}
                          onCheckedChange={(checked) => toggleRegion(region, checked === true)}
                        />
                        <Label htmlFor={`region-${region}`} className="font-normal">
                          {tp(`region.${region}`)}
                        </Label>
                      </div>
                    ))}
                  </div>
                </fieldset>
                <DialogFooter className="pt-2">
                  <Button variant="outline" onClick={() => setStep('details')} disabled={join.isPending}>
                    {tp('waitlist.back')}
                  </Button>
                  <Button type="submit" loading={join.isPending}>
                    {join.isPending ? tp('form.joining') : t('cta.waitlist')}
                  </Button>
                </DialogFooter>
              </form>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
