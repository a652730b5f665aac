import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { eligibilityRequestSchema } from '@worknest/shared/auth';
import { MINIMUM_AGE } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/toast';
import { fieldText } from '../../../lib/field-text';
import { serverText, useT } from '../../../lib/i18n';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { useUser } from '../../../lib/auth';
import { useConfirmEligibility } from '../api/confirm-eligibility';
import { useLogout } from '../api/logout';
import { AuthLayout } from './auth-layout';

/**
 * First visit: a member gives their name and confirms age and Terms before using the app
 * (SPEC.md §1: 18+). The server refuses the app's calls (403 `eligibility_required`) until this is
 * done. A member who confirmed before names were asked (issue 13) sees only the name fields: the
 * same call records them and keeps the time of their first confirmation.
 */
export function EligibilityGate() {
  const t = useT('auth');
  const navigate = useNavigate();
  const confirm = useConfirmEligibility();
  const logout = useLogout();
  const { data: user } = useUser();
  // SSO may have filled the names already; the member can correct them here.
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const confirmed = Boolean(user?.eligibilityConfirmedAt);
  const [isAdult, setIsAdult] = useState(confirmed);
  const [acceptsTerms, setAcceptsTerms] = useState(confirmed);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = eligibilityRequestSchema.safeParse({ firstName, lastName, isAdult, acceptsTerms });
    if (!check.success) {
      setErrors(Object.fromEntries(check.error.issues.reverse().map((issue) => [String(issue.path[0]), fieldText(issue.message)])));
      return;
    }
    setErrors({});
    confirm.mutate(check.data, {
      onError: (error) =>
        toast({
          title: t('gate.errorTitle'),
          description: serverText(error, t('gate.saveFailed')),
          variant: 'destructive',
        }),
    });
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <ShieldCheck aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-semibold tracking-tight">{confirmed ? t('gate.nameTitle') : t('gate.title')}</h1>
          <CardDescription className="text-base">
            {confirmed ? t('gate.nameIntro') : t('gate.intro')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('gate.firstName')} error={errors.firstName}>
                {(props) => (
                  <Input {...props} name="firstName" autoComplete="given-name" autoFocus value={firstName} onChange={(event) => setFirstName(event.target.value)} />
                )}
              </Field>
              <Field label={t('gate.lastName')} error={errors.lastName}>
                {(props) => (
                  <Input {...props} name="lastName" autoComplete="family-name" value={lastName} onChange={(event) => setLastName(event.target.value)} />
                )}
              </Field>
            </div>
            {confirmed ? null : (
              <fieldset className="grid gap-4">
                <legend className="sr-only">{t('gate.legend')}</legend>
                <ConfirmRow
                  id="eligibility-adult"
                  checked={isAdult}
                  onChange={setIsAdult}
                  error={isAdult ? null : errors.isAdult}
                >
                  {t('gate.adult', { age: MINIMUM_AGE })}
                </ConfirmRow>
                <ConfirmRow
                  id="eligibility-terms"
                  checked={acceptsTerms}
                  onChange={setAcceptsTerms}
                  error={acceptsTerms ? null : errors.acceptsTerms}
                >
                  <TextWithValue text={t('gate.terms', { link: VALUE })}>
                    <Link to="/terms" target="_blank" className="font-medium text-primary underline underline-offset-4">
                      {t('gate.termsLink')}
                    </Link>
                  </TextWithValue>
                </ConfirmRow>
              </fieldset>
            )}
            <Button type="submit" size="lg" className="w-full" loading={confirm.isPending}>
              {t('gate.continue')}
            </Button>
            <Button
              variant="ghost"
              className="w-full"
              loading={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, {
                  onSuccess: () => navigate('/'),
                  onError: () =>
                    toast({ title: t('gate.errorTitle'), description: t('gate.logoutFailed'), variant: 'destructive' }),
                })
              }
            >
              {t('gate.logout')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}

interface ConfirmRowProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: string | null | undefined;
  children: ReactNode;
}

function ConfirmRow({ id, checked, onChange, error, children }: ConfirmRowProps) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onChange(value === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5"
        />
        <Label htmlFor={id} className="text-base font-normal">
          {children}
        </Label>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="pl-8 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
