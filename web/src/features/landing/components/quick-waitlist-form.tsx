import { useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { MARKETING_ROLES, QUICK_FORM_MESSAGES, type MarketingRole } from '@worknest/shared/marketing-options';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { EmailInput } from '../../../components/ui/input';
import { useJoinWaitlist } from '../api/join-waitlist';
import { fieldErrors, focusFirstInvalid, type FieldErrors } from '../utils/field-errors';
import { toastSubmissionFailed } from '../utils/submission-failed';
import { HoneypotField } from './honeypot-field';
import { OptionSelect } from './option-select';
import { loadNamespaces, translate, useT } from '../../../lib/i18n';
import { PageLink } from './page-link';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { roleLabels } from '../utils/marketing-texts';

/*
 * The schema module (zod) loads when the visitor starts on the form, not with the page: the
 * quick form sits at the bottom, and most visitors never submit it.
 */
const loadSchema = () =>
  // The messages and the success card's texts are in the `public` catalog (not in the page's first script).
  Promise.all([import('@worknest/shared/marketing'), loadNamespaces(['public'])]).then(([m]) =>
    // SPEC.md §5's English messages, in the reader's language (the same texts in the `landing` catalog).
    m.waitlistSchema({
      ...QUICK_FORM_MESSAGES,
      emailRequired: translate('public', 'quick.error.emailRequired'),
      emailInvalid: translate('public', 'quick.error.emailInvalid'),
      role: translate('public', 'quick.error.role'),
    }),
  );

/** The quick waitlist form of the final conversion block (SPEC.md §4): e-mail and role, then a success card. */
export function QuickWaitlistForm() {
  const t = useT('landing');
  const tp = useT('public');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MarketingRole | ''>('');
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState(false);
  const join = useJoinWaitlist();
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLDivElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A failed chunk download (offline, a deploy in between) is a failed submission too.
    const schema = await loadSchema().catch((failure: unknown) => {
      toastSubmissionFailed(failure);
      return null;
    });
    if (!schema) return;
    const parsed = schema.safeParse({ email, role, source: 'quick', website: website || undefined });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    join.mutate(parsed.data, {
      onSuccess: () => {
        setDone(true);
        requestAnimationFrame(() => successRef.current?.focus());
      },
      onError: toastSubmissionFailed,
    });
  }

  function close() {
    setDone(false);
    setEmail('');
    setRole('');
    setWebsite('');
    setErrors({});
    join.reset();
  }

  if (done) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        data-testid="quick-form-success"
        className="grid justify-items-center gap-4 rounded-2xl bg-card p-8 text-center text-card-foreground shadow-lg outline-none"
      >
        <span className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck aria-hidden="true" className="size-8" />
        </span>
        <h3 className="text-2xl font-semibold tracking-tight">{tp('form.doneTitle')}</h3>
        <p className="text-muted-foreground">{tp('quick.doneText')}</p>
        <Button variant="outline" onClick={close}>
          {tp('form.close')}
        </Button>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      onFocus={() => void loadSchema()}
      aria-label={t('quick.label')}
      data-testid="quick-form"
      className="relative grid gap-4 rounded-2xl bg-card p-6 text-card-foreground shadow-lg sm:p-8"
    >
      <Field label={t('quick.email')} error={errors.email}>
        {(props) => (
          <EmailInput
            {...props}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((previous) => ({ ...previous, email: undefined }));
            }}
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
            value={role}
            onChange={(next) => {
              setRole(next);
              setErrors((previous) => ({ ...previous, role: undefined }));
            }}
            placeholder={t('quick.rolePlaceholder')}
          />
        )}
      </Field>
      <HoneypotField value={website} onChange={setWebsite} />
      <Button type="submit" size="lg" loading={join.isPending}>
        {join.isPending ? tp('form.joining') : t('cta.waitlist')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        <TextWithValue text={t('quick.privacy', { link: VALUE })}>
          <PageLink to="/privacy" className="font-medium text-primary underline underline-offset-4">
            {t('footer.privacy')}
          </PageLink>
        </TextWithValue>
      </p>
    </form>
  );
}
