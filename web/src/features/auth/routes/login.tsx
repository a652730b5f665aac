import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Clock, KeyRound, Mail } from 'lucide-react';
import { loginRequestSchema } from '@worknest/shared/auth';
import { SESSION_TTL_DAYS } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { EmailInput } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useUserIfHinted } from '../../../lib/auth';
import { useRequestMagicLink } from '../api/request-magic-link';
import { AuthLayout } from '../components/auth-layout';
import { DEFAULT_AFTER_SIGN_IN, rememberNextPath } from '../utils/next-path';

/** `/login`: asks for the work e-mail and sends a magic link (SPEC.md §2, §5, §8). */
export function LoginRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { data: user } = useUserIfHinted();
  const requestLink = useRequestMagicLink();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (user) return <Navigate to={DEFAULT_AFTER_SIGN_IN} replace />;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    rememberNextPath(searchParams.get('next'));
    requestLink.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Magic link sent!', description: 'Check your email for the sign-in link.' });
        navigate(`/auth/check-email?email=${encodeURIComponent(parsed.data.email)}`);
      },
      onError: (failure) => {
        toast({
          title: 'Error',
          description: serverMessage(failure, 'Failed to send magic link. Please try again.'),
          variant: 'destructive',
        });
      },
    });
  }

  return (
    <AuthLayout>
      <Card>
        <CardHeader className="pb-4 text-center">
          <h1 className="text-3xl font-semibold tracking-tight">Welcome</h1>
          <CardDescription className="text-base">
            Sign in to Worknest with your company email. We'll send you a magic link.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <Field label="Work email" error={error}>
              {(props) => (
                <EmailInput
                  {...props}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  required
                  autoFocus
                />
              )}
            </Field>
            <Button type="submit" size="lg" className="w-full" loading={requestLink.isPending}>
              {requestLink.isPending ? 'Sending...' : 'Send Magic Link'}
            </Button>
          </form>
          <ul className="grid gap-3 border-t border-border pt-5 text-sm text-muted-foreground">
            <li className="flex gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>Use your company email address: Worknest is open to employees of participating companies.</span>
            </li>
            <li className="flex gap-3">
              <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>No password needed: the link in the email signs you in.</span>
            </li>
            <li className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>Your session lasts {SESSION_TTL_DAYS} days on this device.</span>
            </li>
          </ul>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
