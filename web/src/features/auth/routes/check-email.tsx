import { Link, useSearchParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { MAGIC_LINK_TTL_MINUTES } from '@worknest/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n';
import { AuthLayout } from '../components/auth-layout';

/** `/auth/check-email?email=`: what happens next after a link was requested (SPEC.md §2). */
export function CheckEmailRoute() {
  const t = useT('auth');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  return (
    <AuthLayout>
      <Card>
        <CardHeader className="items-center pb-4 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <MailCheck aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-3xl font-semibold tracking-tight">{t('checkEmail.title')}</h1>
          <CardDescription className="text-base">
            {email ? (
              <>
                {t('checkEmail.sentTo')}
                <strong className="block font-semibold break-words text-foreground">{email}</strong>
              </>
            ) : (
              t('checkEmail.sentToYou')
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div>
            <h2 className="text-sm font-semibold">{t('checkEmail.nextSteps')}</h2>
            <ol className="mt-2 grid list-decimal gap-1.5 pl-5 text-sm text-muted-foreground marker:text-primary">
              <li>{t('checkEmail.step1', { subject: t('checkEmail.mailSubject') })}</li>
              <li>{t('checkEmail.step2', { button: t('checkEmail.mailButton') })}</li>
              <li>{t('checkEmail.step3')}</li>
            </ol>
          </div>
          <p className="rounded-lg bg-warning-soft px-4 py-3 text-sm text-warning">
            {t('checkEmail.expiry', { minutes: MAGIC_LINK_TTL_MINUTES })}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('checkEmail.noMail')}{' '}
            <Link to="/#final-conversion" className="font-medium text-primary underline-offset-4 hover:underline">
              {t('checkEmail.joinWaitlist')}
            </Link>
            .
          </p>
          <Button asChild variant="outline" className="w-full">
            <Link to="/login">{t('checkEmail.back')}</Link>
          </Button>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
