import { useRef, useState, type FormEvent } from 'react';
import { CalendarCheck } from 'lucide-react';
import { demoRequestSchema } from '@worknest/shared/marketing';
import {
  COMPANY_SIZES,
  DEMO_FORM_MESSAGES,
  MARKETING_ROLES,
  type CompanySize,
  type MarketingRole,
} from '@worknest/shared/marketing-options';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { useRequestDemo } from '../api/request-demo';
import { useResetAfterClose } from '../hooks/use-reset-after-close';
import { fieldErrors, focusFirstInvalid, type FieldErrors } from '../utils/field-errors';
import { toastSubmissionFailed } from '../utils/submission-failed';
import { HoneypotField } from './honeypot-field';
import type { LandingModalProps } from './landing-modal-props';
import { OptionSelect } from './option-select';
import { PageLink } from './page-link';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { useT } from '../../../lib/i18n';
import { marketingMessages, roleLabels } from '../utils/marketing-texts';

/** SPEC.md §5's messages, in the reader's language (English: word for word). */
const schema = () => demoRequestSchema(marketingMessages(DEMO_FORM_MESSAGES, 'demo'));

interface DemoForm {
  name: string;
  email: string;
  company: string;
  role: MarketingRole | '';
  companySize: CompanySize | '';
  message: string;
  website: string;
}

const EMPTY: DemoForm = { name: '', email: '', company: '', role: '', companySize: '', message: '', website: '' };

/** The demo-request modal (SPEC.md §4, §5): the form, then 'Thank you!'. Closing resets it after 300 ms. */
export function DemoRequestModal({ open, onOpenChange, onCloseAutoFocus }: LandingModalProps) {
  const t = useT('landing');
  const tp = useT('public');
  const [form, setForm] = useState<DemoForm>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const request = useRequestDemo();
  const formRef = useRef<HTMLFormElement>(null);

  useResetAfterClose(open, () => {
    setForm(EMPTY);
    setErrors({});
    setDone(false);
    request.reset();
  });

  const set = <K extends keyof DemoForm>(field: K, value: DemoForm[K]) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = schema().safeParse({ ...form, website: form.website || undefined });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    request.mutate(parsed.data, { onSuccess: () => setDone(true), onError: toastSubmissionFailed });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} data-testid="demo-modal">
        {done ? (
          <div className="grid justify-items-center gap-4 py-2 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
              <CalendarCheck aria-hidden="true" className="size-8" />
            </span>
            <DialogHeader className="pr-0 text-center">
              <DialogTitle className="text-2xl">{tp('demo.doneTitle')}</DialogTitle>
              <DialogDescription className="text-base">{tp('demo.doneText')}</DialogDescription>
            </DialogHeader>
            <DialogFooter className="w-full sm:justify-center">
              <Button onClick={() => onOpenChange(false)}>{tp('form.close')}</Button>
            </DialogFooter>
          </div>
        ) : (
          <>
            <DialogHeader>
              <DialogTitle className="text-2xl">{t('cta.demo')}</DialogTitle>
              <DialogDescription>
                {tp('demo.intro')}
              </DialogDescription>
              {/* Issue 38: no call needed to start. */}
              <p className="text-sm text-muted-foreground">
                <TextWithValue text={tp('demo.startNow', { link: VALUE })}>
                  <PageLink to="/for-companies" className="font-medium text-primary underline-offset-4 hover:underline">
                    {t('pricing.signUp')}
                  </PageLink>
                </TextWithValue>
              </p>
            </DialogHeader>
            <form ref={formRef} onSubmit={onSubmit} noValidate className="relative grid gap-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={tp('demo.name')} error={errors.name}>
                  {(props) => (
                    <Input {...props} name="name" autoComplete="name" value={form.name} onChange={(event) => set('name', event.target.value)} required />
                  )}
                </Field>
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
              </div>
              <Field label={tp('demo.company')} error={errors.company}>
                {(props) => (
                  <Input
                    {...props}
                    name="company"
                    autoComplete="organization"
                    value={form.company}
                    onChange={(event) => set('company', event.target.value)}
                    required
                  />
                )}
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
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
                <Field label={tp('demo.size')} error={errors.companySize}>
                  {(props) => (
                    <OptionSelect
                      name="companySize"
                      control={props}
                      options={COMPANY_SIZES}
                      value={form.companySize}
                      onChange={(size) => set('companySize', size)}
                      placeholder={tp('demo.sizePlaceholder')}
                    />
                  )}
                </Field>
              </div>
              <Field label={tp('demo.message')} error={errors.message}>
                {(props) => (
                  <Textarea
                    {...props}
                    name="message"
                    rows={3}
                    placeholder={tp('demo.messagePlaceholder')}
                    value={form.message}
                    onChange={(event) => set('message', event.target.value)}
                  />
                )}
              </Field>
              <HoneypotField value={form.website} onChange={(value) => set('website', value)} />
              <DialogFooter className="pt-2">
                <Button type="submit" size="lg" className="w-full" loading={request.isPending}>
                  {request.isPending ? tp('demo.sending') : t('cta.demo')}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
