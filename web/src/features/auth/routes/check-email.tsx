import { Link, useSearchParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { AuthLayout } from '../components/auth-layout';

/** `/auth/check-email?email=`: what happens next after a link was requested (SPEC.md §2). */
export function CheckEmailRoute() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="items-center pb-4 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <MailCheck aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-3xl font-semibold tracking-tight">Check Your Email</h1>
          <CardDescription className="text-base">
            {email ? (
              <>
                We sent a sign-in link to
                <strong className="block font-semibold break-words text-foreground">{email}</strong>
              </>
            ) : (
              'We sent a sign-in link to your work email.'
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div>
            <h2 className="text-sm font-semibold">Next steps</h2>
            <ol className="mt-2 grid list-decimal gap-1.5 pl-5 text-sm text-muted-foreground marker:text-primary">
              <li>Open the email from Worknest, "Your Worknest sign-in link".</li>
              <li>Click "Sign in to Worknest" in that email.</li>
              <li>Check the account it names and click "Sign in as …": you are taken to the listings.</li>
            </ol>
          </div>
          <p className="rounded-lg bg-warning-soft px-4 py-3 text-sm text-warning">
            The link expires in {MAGIC_LINK_TTL_MINUTES} minutes and works once.
          </p>
          <p className="text-sm text-muted-foreground">
            Only members of participating companies receive a link. No email after a few minutes? Check your spam
            folder; if your company is not on Worknest yet,{' '}
            <Link to="/#final-conversion" className="font-medium text-primary underline-offset-4 hover:underline">
              join the waitlist
            </Link>
            .
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">Back to sign in</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
