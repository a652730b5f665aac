import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, CreditCard, MailCheck } from 'lucide-react';
import { companySignupSchema, type CompanySignupRequest } from '@worknest/shared/company-signup';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';
import { errorStatus } from '../../../lib/api-request';
import { serverText, useT } from '../../../lib/i18n';
import { fieldText } from '../../../lib/field-text';
import { PublicLayout } from '../components/public-layout';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { useRequestCompanySignup } from '../api/company-signup';

type Fields = keyof CompanySignupRequest;
type Errors = Partial<Record<Fields, string>>;

const EMPTY: CompanySignupRequest = { firstName: '', lastName: '', email: '', companyName: '', domain: '' };

/** The three steps (`signup.step1` … in the `companies` catalog). */
const STEPS = [
  { icon: MailCheck, key: 'signup.step1' },
  { icon: BadgeCheck, key: 'signup.step2' },
  { icon: CreditCard, key: 'signup.step3' },
];

/** The field issues of a 400 answer (`{ issues: [{ path, message }] }`), by field. */
function serverIssues(error: unknown): Errors {
  const body = error instanceof Error ? /^\d{3}: ([\s\S]*)$/.exec(error.message)?.[1] : undefined;
  try {
    const parsed = JSON.parse(body ?? '') as { issues?: { path?: string; message?: string }[] };
    const errors: Errors = {};
    for (const issue of parsed.issues ?? []) if (issue.path && issue.message && !(issue.path in errors)) errors[issue.path as Fields] = fieldText(issue.message);
    return errors;
  } catch {
    return {};
  }
}

/**
 * `/for-companies` (issue 38): a company signs up by itself. The answer is the same for every
 * well-formed sign-up (a domain already on Worknest learns so by e-mail only); what is refused
 * without looking anything up (an e-mail outside the domain, free-mail providers) shows at its field.
 */
export function ForCompaniesRoute() {
  const t = useT('companies');
  const signup = useRequestCompanySignup();
  const [form, setForm] = useState<CompanySignupRequest>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState<{ email: string } | null>(null);

  function set(field: Fields, value: string) {
    // A message goes once its field is changed (the domain's too when it follows the e-mail).
    setErrors((current) => (current[field] || (field === 'email' && current.domain) ? { ...current, [field]: undefined, ...(field === 'email' ? { domain: undefined } : {}) } : current));
    setForm((current) => {
      const next = { ...current, [field]: value };
      // The domain follows the e-mail until someone types one.
      if (field === 'email' && (current.domain === '' || current.domain === domainOf(current.email))) next.domain = domainOf(value);
      return next;
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = companySignupSchema.safeParse(form);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Fields | undefined;
        if (field && !(field in found)) found[field] = fieldText(issue.message);
      }
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    signup.mutate(parsed.data, {
      onSuccess: () => setSent({ email: parsed.data.email }),
      onError: (failure) => {
        const found = serverIssues(failure);
        setErrors(found);
        focusFirst(found);
      },
    });
  }

  if (sent) {
    return (
      <PublicLayout>
        <Card>
          <CardHeader className="text-center">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
              <MailCheck aria-hidden="true" className="size-7" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">{t('sent.title')}</h1>
            <CardDescription className="text-base" role="status">
              {t('sent.text', { minutes: MAGIC_LINK_TTL_MINUTES })}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3 text-center text-sm text-muted-foreground">
            <p>
              <TextWithValue text={t('sent.wroteTo', { email: VALUE })}>
                <strong className="font-semibold text-foreground">{sent.email}</strong>
              </TextWithValue>
            </p>
            <Button variant="outline" onClick={() => setSent(null)}>
              {t('sent.another')}
            </Button>
          </CardContent>
        </Card>
      </PublicLayout>
    );
  }

  const unexpected = signup.isError && Object.keys(serverIssues(signup.error)).length === 0;
  return (
    <PublicLayout>
      <Card>
        <CardHeader className="pb-4">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t('signup.title')}</h1>
          <CardDescription className="text-base">{t('signup.intro')}</CardDescription>
          <ol className="mt-3 grid gap-2 text-sm text-muted-foreground">
            {STEPS.map(({ icon: Icon, key }, index) => (
              <li key={key} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  <span className="sr-only">{t('signup.step', { number: index + 1 })} </span>
                  {t(key, { minutes: MAGIC_LINK_TTL_MINUTES })}
                </span>
              </li>
            ))}
          </ol>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-4" data-form="company-signup" aria-label={t('signup.form')}>
            {unexpected && (
              <p role="alert" className="rounded-lg bg-destructive-soft px-4 py-3 text-sm text-destructive">
                {errorStatus(signup.error) === 429 ? t('signup.tooMany') : serverText(signup.error, t('signup.failed'))}
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('signup.firstName')} error={errors.firstName}>
                {(props) => <Input {...props} name="firstName" autoComplete="given-name" value={form.firstName} onChange={(event) => set('firstName', event.target.value)} required />}
              </Field>
              <Field label={t('signup.lastName')} error={errors.lastName}>
                {(props) => <Input {...props} name="lastName" autoComplete="family-name" value={form.lastName} onChange={(event) => set('lastName', event.target.value)} required />}
              </Field>
            </div>
            <Field label={t('signup.email')} error={errors.email}>
              {(props) => <EmailInput {...props} value={form.email} onChange={(event) => set('email', event.target.value)} required />}
            </Field>
            <Field label={t('signup.companyName')} error={errors.companyName}>
              {(props) => <Input {...props} name="companyName" autoComplete="organization" value={form.companyName} onChange={(event) => set('companyName', event.target.value)} required />}
            </Field>
            <Field label={t('signup.domain')} description={t('signup.domainHint')} error={errors.domain}>
              {(props) => (
                <Input {...props} name="domain" inputMode="url" autoCapitalize="none" spellCheck={false} placeholder={t('signup.domainPlaceholder')} value={form.domain} onChange={(event) => set('domain', event.target.value)} required />
              )}
            </Field>
            <Button type="submit" size="lg" className="w-full" loading={signup.isPending}>
              {signup.isPending ? t('signup.sending') : t('signup.submit')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              {t('signup.already')}{' '}
              <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
                {t('signup.signIn')}
              </Link>
            </p>
          </form>
        </CardContent>
      </Card>
    </PublicLayout>
  );
}

function domainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase();
}

const FIELD_ORDER: Fields[] = ['firstName', 'lastName', 'email', 'companyName', 'domain'];

/** Focus goes to the first field with a problem, so a keyboard or screen-reader user lands on it. */
function focusFirst(errors: Errors): void {
  const first = FIELD_ORDER.find((field) => errors[field]);
  if (first) requestAnimationFrame(() => document.querySelector<HTMLInputElement>(`form[data-form="company-signup"] [name="${first}"]`)?.focus());
}
