import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Building2, ExternalLink } from 'lucide-react';
import { enrollCompanySchema, type CompanyInfo } from '@worknest/shared/people';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useSignedInUser } from '../../../lib/auth';
import { DomainTxtRecord, toastDomainCheck } from '../../../components/domain-txt-record';
import { useCompanies, useEnrollCompany, useSetCompanyStatus, useVerifyCompanyDomain } from '../api/get-companies';
import { CompanySsoDialog } from '../components/company-sso-dialog';
import { AdminPage } from '../components/admin-page';
import { ListSkeleton, LoadError } from '../components/load-state';
import { formatDate } from '../utils/format';

/** `/app/admin/settings`: enrolled companies (enroll, suspend, resume) and the marketing lists. */
export function AdminSettingsRoute() {
  const companies = useCompanies();
  return (
    <AdminPage title="Settings" description="The companies taking part in Worknest, and the public site's lists.">
      <Card>
        <CardHeader>
          <CardTitle>Enroll a company</CardTitle>
          <CardDescription>
            A new company is pending until its IT publishes a DNS TXT record on the domain; once Worknest finds it, the company's employees can sign in with their work e-mail.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <EnrollForm />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Enrolled companies</CardTitle>
          <CardDescription>Suspending a company signs its members out and keeps them out until you resume it.</CardDescription>
        </CardHeader>
        <CardContent>
          {companies.isPending ? (
            <ListSkeleton label="Loading companies" />
          ) : companies.isError ? (
            <LoadError error={companies.error} fallback="Failed to load companies." onRetry={() => void companies.refetch()} />
          ) : companies.data.length === 0 ? (
            <EmptyState icon={Building2} title="No companies yet" description="Enroll the first company above." />
          ) : (
            <ul className="grid divide-y divide-border rounded-lg border border-border" aria-label="Enrolled companies">
              {companies.data.map((company) => (
                <CompanyRow key={company.domain} company={company} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Waitlist and demo requests</CardTitle>
          <CardDescription>Everyone who asked to join or to see Worknest from the public site.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/admin/marketing">
              <ExternalLink aria-hidden="true" />
              Open the marketing lists
            </Link>
          </Button>
        </CardContent>
      </Card>
    </AdminPage>
  );
}

function EnrollForm() {
  const enroll = useEnrollCompany();
  const [domain, setDomain] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<{ domain?: string; name?: string }>({});

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = enrollCompanySchema.safeParse({ domain, name });
    if (!parsed.success) {
      const found: { domain?: string; name?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as 'domain' | 'name';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    enroll.mutate(parsed.data, {
      onSuccess: (company) => {
        toast({ title: 'Company enrolled', description: `${company.name} is pending: publish its TXT record on ${company.domain}, then choose Verify.` });
        setDomain('');
        setName('');
      },
      onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'Failed to enroll the company.'), variant: 'destructive' }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <Field label="Domain" error={errors.domain ?? null} description="For example example.com">
        {(props) => <Input {...props} autoComplete="off" value={domain} onChange={(e) => setDomain(e.target.value)} />}
      </Field>
      <Field label="Company name" error={errors.name ?? null}>
        {(props) => <Input {...props} autoComplete="organization" value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Button type="submit" loading={enroll.isPending} className="sm:mt-6.5">
        Enroll
      </Button>
    </form>
  );
}

function CompanyRow({ company }: { company: CompanyInfo }) {
  const me = useSignedInUser();
  const setStatus = useSetCompanyStatus();
  const verify = useVerifyCompanyDomain();
  const [open, setOpen] = useState(false);
  const suspended = company.status === 'suspended';
  const pending = company.status === 'pending';

  const runVerify = () =>
    verify.mutate(company.domain, {
      onSuccess: (answer) => toastDomainCheck(company.name, answer),
      onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'Failed to verify the domain.'), variant: 'destructive' }),
    });

  const run = (status: 'active' | 'suspended') =>
    setStatus.mutate(
      { domain: company.domain, status },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: status === 'suspended' ? `${company.name} is suspended` : `${company.name} is active again`,
            description: status === 'suspended' ? 'Its members are signed out.' : 'Its members can sign in again.',
          });
        },
        onError: (error) => {
          setOpen(false);
          toast({ title: 'Error', description: serverMessage(error, 'Failed to update the company.'), variant: 'destructive' });
        },
      },
    );

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          {company.name}
          <Badge variant={suspended ? 'warning' : pending ? 'secondary' : 'success'}>{suspended ? 'Suspended' : pending ? 'Pending' : 'Active'}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {company.domain} · enrolled {formatDate(company.enrolledAt)}
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
          Verify
        </Button>
      ) : suspended ? (
        <Button size="sm" variant="outline" loading={setStatus.isPending} onClick={() => run('active')}>
          Resume
        </Button>
      ) : company.domain === me.companyDomain ? (
        <span className="text-sm text-muted-foreground">Your company</span>
      ) : (
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          pending={setStatus.isPending}
          trigger={
            <Button size="sm" variant="outline">
              Suspend
            </Button>
          }
          title={`Suspend ${company.name}?`}
          description="Its members are signed out at once and cannot sign in until you resume the company. Nothing is deleted."
          confirmLabel="Suspend"
          destructive
          onConfirm={() => run('suspended')}
        />
      )}
      </div>
    </li>
  );
}
