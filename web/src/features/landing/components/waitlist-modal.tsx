import { useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { waitlistSchema } from '@worknest/shared/marketing';
import {
  COMPANY_ROLES,
  COMPANY_SIZES,
  MARKETING_ROLE_LABELS,
  MARKETING_ROLES,
  REGION_LABELS,
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

const schema = waitlistSchema(WAITLIST_MODAL_MESSAGES);

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
    const parsed = schema.safeParse(payload());
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
    const parsed = schema.safeParse(payload());
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
              <DialogTitle className="text-2xl">You're on the list</DialogTitle>
              <DialogDescription className="text-base">
                Thank you! We'll write to <span className="font-medium text-foreground">{form.email.trim().toLowerCase()}</span>{' '}
                as soon as Worknest opens for your company. Want to see it sooner? Book a short walkthrough with our team.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter className="w-full sm:justify-center">
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Close
              </Button>
              <Button onClick={onRequestDemo}>Request a Demo</Button>
            </DialogFooter>
          </div>
        ) : (
          <>
            <DialogHeader>
              {isCompanyRole ? (
                <p className="text-sm font-medium text-primary">Step {step === 'details' ? 1 : 2} of 2</p>
              ) : null}
              <DialogTitle className="text-2xl">{step === 'details' ? 'Join the Waitlist' : 'About your company'}</DialogTitle>
              <DialogDescription>
                {step === 'details'
                  ? 'We are opening Worknest to a small number of companies during the private beta. Leave your details and we will be in touch.'
                  : 'Optional, but it helps us plan your rollout: how big is the team, and where do your people live and travel?'}
              </DialogDescription>
            </DialogHeader>

            {step === 'details' ? (
              <form ref={formRef} onSubmit={onSubmitDetails} noValidate className="relative grid gap-4">
                <Field label="Work email" error={errors.email}>
                  {(props) => (
                    <EmailInput
                      {...props}
                      value={form.email}
                      onChange={(event) => set('email', event.target.value)}
                      required
                    />
                  )}
                </Field>
                <Field label="Your role" error={errors.role}>
                  {(props) => (
                    <OptionSelect
                      name="role"
                      control={props}
                      options={MARKETING_ROLES}
                      labels={MARKETING_ROLE_LABELS}
                      value={form.role}
                      onChange={(role) => set('role', role)}
                      placeholder="Select your role"
                    />
                  )}
                </Field>
                {asksCompanyName ? (
                  <Field label="Company name" error={errors.companyName}>
                    {(props) => (
                      <Input
                        {...props}
                        name="companyName"
                        autoComplete="organization"
                        placeholder="Acme Inc."
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
                    {isCompanyRole ? 'Continue' : join.isPending ? 'Joining...' : 'Join the Waitlist'}
                  </Button>
                </DialogFooter>
              </form>
            ) : (
              <form ref={formRef} onSubmit={onSubmitCompany} noValidate className="grid gap-5">
                <Field label="Company size (optional)">
                  {(props) => (
                    <OptionSelect
                      name="companySize"
                      control={props}
                      options={COMPANY_SIZES}
                      value={form.companySize}
                      onChange={(size) => set('companySize', size)}
                      placeholder="Number of employees"
                    />
                  )}
                </Field>
                <fieldset className="grid gap-3">
                  <legend className="mb-1 text-sm font-medium">
                    Primary regions (optional)
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
                          {REGION_LABELS[region]}
                        </Label>
                      </div>
                    ))}
                  </div>
                </fieldset>
                <DialogFooter className="pt-2">
                  <Button variant="outline" onClick={() => setStep('details')} disabled={join.isPending}>
                    Back
                  </Button>
                  <Button type="submit" loading={join.isPending}>
                    {join.isPending ? 'Joining...' : 'Join the Waitlist'}
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
