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
import { serverMessage } from '../../../lib/api-request';
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
      setErrors(Object.fromEntries(check.error.issues.reverse().map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    confirm.mutate(check.data, {
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessage(error, 'Failed to save your confirmation. Please try again.'),
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
          <h1 className="text-2xl font-semibold tracking-tight">{confirmed ? 'Tell us your name' : 'Before you start'}</h1>
          <CardDescription className="text-base">
            {confirmed
              ? 'Your colleagues see your first and last name on your listings, bookings and messages.'
              : 'Worknest is for adult employees of participating companies. Tell us your name and confirm both points to continue.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={onSubmit} noValidate className="grid gap-5">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="First name" error={errors.firstName}>
                {(props) => (
                  <Input {...props} name="firstName" autoComplete="given-name" autoFocus value={firstName} onChange={(event) => setFirstName(event.target.value)} />
                )}
              </Field>
              <Field label="Last name" error={errors.lastName}>
                {(props) => (
                  <Input {...props} name="lastName" autoComplete="family-name" value={lastName} onChange={(event) => setLastName(event.target.value)} />
                )}
              </Field>
            </div>
            {confirmed ? null : (
              <fieldset className="grid gap-4">
                <legend className="sr-only">Eligibility</legend>
                <ConfirmRow
                  id="eligibility-adult"
                  checked={isAdult}
                  onChange={setIsAdult}
                  error={isAdult ? null : errors.isAdult}
                >
                  I am {MINIMUM_AGE} or older
                </ConfirmRow>
                <ConfirmRow
                  id="eligibility-terms"
                  checked={acceptsTerms}
                  onChange={setAcceptsTerms}
                  error={acceptsTerms ? null : errors.acceptsTerms}
                >
                  I accept the{' '}
                  <Link to="/terms" target="_blank" className="font-medium text-primary underline underline-offset-4">
                    Terms of Service
                  </Link>
                </ConfirmRow>
              </fieldset>
            )}
            <Button type="submit" size="lg" className="w-full" loading={confirm.isPending}>
              Continue
            </Button>
            <Button
              variant="ghost"
              className="w-full"
              loading={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, {
                  onSuccess: () => navigate('/'),
                  onError: () =>
                    toast({ title: 'Error', description: 'Failed to logout. Please try again.', variant: 'destructive' }),
                })
              }
            >
              Logout
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
