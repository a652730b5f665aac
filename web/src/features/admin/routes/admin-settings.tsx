import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Building2, ExternalLink } from 'lucide-react';
import { enrollCompanySchema, type CompanyInfo } from '@worknest/shared/people';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { useSignedInUser } from '../../../lib/auth';
import { serverText, useT } from '../../../lib/i18n';
import { DomainTxtRecord, toastDomainCheck } from '../../../components/domain-txt-record';
import { useCompanies, useEnrollCompany, useSetCompanyStatus, useVerifyCompanyDomain } from '../api/get-companies';
import { CompanySsoDialog } from '../components/company-sso-dialog';
import { AdminPage } from '../components/admin-page';
import { ListSkeleton, LoadError } from '../components/load-state';
import { formatDate } from '../utils/format';
import { FormField } from '../../../components/form/form-field';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { marks, Sentence } from '../components/sentence';

/** `/app/admin/settings`: enrolled companies (enroll, suspend, resume) and the marketing lists. */
export function AdminSettingsRoute() {
  const t = useT('admin');
  const companies = useCompanies();
  return (
    <AdminPage title={t('settings.title')} description={t('settings.description')}>
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.enroll.title')}</CardTitle>
          <CardDescription>{t('settings.enroll.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <EnrollForm />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.companies.title')}</CardTitle>
          <CardDescription>{t('settings.companies.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {companies.isPending ? (
            <ListSkeleton label={t('settings.companies.loading')} />
          ) : companies.isError ? (
            <LoadError error={companies.error} fallback={t('settings.companies.failed')} onRetry={() => void companies.refetch()} />
          ) : companies.data.length === 0 ? (
            <EmptyState icon={Building2} title={t('settings.companies.emptyTitle')} description={t('settings.companies.emptyText')} />
          ) : (
            <ul className="grid divide-y divide-border rounded-lg border border-border" aria-label={t('settings.companies.title')}>
              {companies.data.map((company) => (
                <CompanyRow key={company.domain} company={company} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('settings.marketing.title')}</CardTitle>
          <CardDescription>{t('settings.marketing.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/admin/marketing">
              <ExternalLink aria-hidden="true" />
              {t('settings.marketing.open')}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </AdminPage>
  );
}

/** The enroll form's boxes; the body is the same two fields, as `enrollCompanySchema` parses them. */
interface EnrollValues {
  domain: string;
  name: string;
}
const enrollResolver = schemaResolver<EnrollValues, EnrollValues>(enrollCompanySchema);

function EnrollForm() {
  const t = useT('admin');
  const enroll = useEnrollCompany();
  // Messages stay until the next submit (as before); no focus moves.
  const form = useForm<EnrollValues, unknown, EnrollValues>({ defaultValues: { domain: '', name: '' }, resolver: enrollResolver, reValidateMode: 'onSubmit', shouldFocusError: false });

  const onValid = async (input: EnrollValues) => {
    try {
      const company = await enroll.mutateAsync(input);
      toast({ title: t('settings.enroll.done'), description: t('settings.enroll.doneText', { name: company.name, domain: company.domain }) });
      form.reset();
    } catch (error) {
      toast({ title: t('error'), description: serverText(error, t('settings.enroll.failed')), variant: 'destructive' });
    }
  };

  return (
    <FormProvider {...form}>
    <form onSubmit={(event) => void form.handleSubmit(onValid)(event)} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <FormField name="domain" label={t('settings.enroll.domain')} description={t('settings.enroll.domainHint')}>
        {(props) => <Input {...props} autoComplete="off" {...form.register('domain')} />}
      </FormField>
      <FormField name="name" label={t('settings.enroll.name')}>
        {(props) => <Input {...props} autoComplete="organization" {...form.register('name')} />}
      </FormField>
      <Button type="submit" loading={form.formState.isSubmitting} className="sm:mt-6.5">
        {t('settings.enroll.submit')}
      </Button>
    </form>
    </FormProvider>
  );
}

function CompanyRow({ company }: { company: CompanyInfo }) {
  const t = useT('admin');
  const me = useSignedInUser();
  const setStatus = useSetCompanyStatus();
  const verify = useVerifyCompanyDomain();
  const [open, setOpen] = useState(false);
  const suspended = company.status === 'suspended';
  const pending = company.status === 'pending';

  const runVerify = () =>
    verify.mutate(company.domain, {
      onSuccess: (answer) => toastDomainCheck(company.name, answer),
      onError: (error) => toast({ title: t('error'), description: serverText(error, t('settings.companies.verifyFailed')), variant: 'destructive' }),
    });

  const run = (status: 'active' | 'suspended') =>
    setStatus.mutate(
      { domain: company.domain, status },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: status === 'suspended' ? t('settings.companies.suspended', { name: company.name }) : t('settings.companies.resumed', { name: company.name }),
            description: status === 'suspended' ? t('settings.companies.suspendedText') : t('settings.companies.resumedText'),
          });
        },
        onError: (error) => {
          setOpen(false);
          toast({ title: t('error'), description: serverText(error, t('settings.companies.updateFailed')), variant: 'destructive' });
        },
      },
    );

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span data-i18n-exempt>{company.name}</span>
          <Badge variant={suspended ? 'warning' : pending ? 'secondary' : 'success'}>
            {suspended ? t('settings.companies.statusSuspended') : pending ? t('settings.companies.statusPending') : t('settings.companies.statusActive')}
          </Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          <Sentence
            text={t('settings.companies.enrolled', marks('domain', 'date'))}
            parts={{ domain: <span data-i18n-exempt>{company.domain}</span>, date: <time dateTime={company.enrolledAt}>{formatDate(company.enrolledAt)}</time> }}
          />
        </p>
        {pending && company.verificationRecord && (
          <div className="mt-2">
            <DomainTxtRecord domain={company.domain} record={company.verificationRecord} />
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
      {!pending && <CompanySsoDialog company={company} />}
      {pending ? (
        <Button size="sm" loading={verify.isPending} onClick={runVerify}>
          {t('settings.companies.verify')}
        </Button>
      ) : suspended ? (
        <Button size="sm" variant="outline" loading={setStatus.isPending} onClick={() => run('active')}>
          {t('settings.companies.resume')}
        </Button>
      ) : company.domain === me.companyDomain ? (
        <span className="text-sm text-muted-foreground">{t('settings.companies.yours')}</span>
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          pending={setStatus.isPending}
          trigger={
            <Button size="sm" variant="outline">
              {t('settings.companies.suspend')}
            </Button>
          }
          title={t('settings.companies.suspendTitle', { name: company.name })}
          description={t('settings.companies.suspendText')}
          confirmLabel={t('settings.companies.suspend')}
          destructive
          onConfirm={() => run('suspended')}
        />
      )}
      </div>
    </li>
  );
}
