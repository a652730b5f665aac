import { useState, type FormEvent } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import { GROUP_NAME_MESSAGE } from '@worknest/shared/scim-rules';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { dates } from '@worknest/shared/format-dates';
import { useDirectorySync, useIssueDirectorySyncToken, useSetDirectorySyncGroups } from '../api/directory-sync';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} copied` });
  } catch {
    toast({ title: 'Copy failed', description: 'Select the text and copy it yourself.', variant: 'destructive' });
  }
}

/**
 * HR → Directory sync (issue 38): the SCIM base URL and bearer token for Entra ID, Okta or
 * another identity provider. The token is shown once, right after it is made; rotating keeps the
 * old one working for 24 hours.
 */
export function DirectorySyncCard() {
  const sync = useDirectorySync();
  const issue = useIssueDirectorySyncToken();
  const setGroups = useSetDirectorySyncGroups();
  const [token, setToken] = useState<string | null>(null);
  const [hrGroup, setHrGroup] = useState<string | null>(null);
  const [groupError, setGroupError] = useState<string | null>(null);

  const makeToken = () =>
    issue.mutate(undefined, {
      onSuccess: (made) => setToken(made.token),
      onError: (error) => toast({ title: 'Error', description: serverMessage(error, 'Failed to create the token. Please try again.'), variant: 'destructive' }),
    });

  const currentHrGroup = sync.data?.groupRoles.find((mapping) => mapping.role === 'hr')?.displayName ?? '';
  const saveGroups = (event: FormEvent) => {
    event.preventDefault();
    const name = (hrGroup ?? currentHrGroup).trim();
    if (!name || name.length > 256) return setGroupError(GROUP_NAME_MESSAGE);
    setGroupError(null);
    setGroups.mutate(
      { groupRoles: [{ displayName: name, role: 'hr' }] },
      {
        onSuccess: () => toast({ title: 'Group saved', description: `Members of ${name} get HR access.` }),
        onError: (error) => setGroupError(serverMessage(error, 'Failed to save the group. Please try again.')),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Directory sync</CardTitle>
        <CardDescription>
          Connect Entra ID, Okta or another identity provider with SCIM 2.0: people it assigns join, and leavers are deactivated at once.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {sync.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading directory sync">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-2/3" />
          </div>
        ) : sync.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>{serverMessage(sync.error, 'Failed to load directory sync.')}</p>
            <Button variant="outline" onClick={() => sync.refetch()}>Try again</Button>
          </div>
        ) : (
          <>
            <Field label="SCIM base URL" description="Paste it as the tenant URL in your identity provider.">
              {(props) => (
                <div className="flex min-w-0 gap-2">
                  <Input {...props} readOnly value={sync.data.baseUrl} className="min-w-0 font-mono text-sm" />
                  <Button type="button" variant="outline" aria-label="Copy the base URL" onClick={() => copy(sync.data.baseUrl, 'Base URL')}>
                    <Copy aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              )}
            </Field>
            {token ? (
              <Field label="Secret token" description="Copy it now: it is shown only this once. Worknest keeps only a fingerprint of it.">
                {(props) => (
                  <div className="flex min-w-0 gap-2">
                    <Input {...props} readOnly value={token} className="min-w-0 font-mono text-sm" onFocus={(event) => event.currentTarget.select()} />
                    <Button type="button" variant="outline" aria-label="Copy the token" onClick={() => copy(token, 'Token')}>
                      <Copy aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                )}
              </Field>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={makeToken} loading={issue.isPending} variant={sync.data.hasToken ? 'outline' : 'default'}>
                <KeyRound aria-hidden="true" className="size-4" />
                {sync.data.hasToken ? 'Rotate token' : 'Create token'}
              </Button>
              <p className="text-sm text-muted-foreground">
                {sync.data.tokenCreatedAt ? `Current token made ${dates.dateTime(sync.data.tokenCreatedAt)}.` : 'No token yet.'}
                {sync.data.previousValidUntil ? ` The previous token works until ${dates.dateTime(sync.data.previousValidUntil)}.` : ''}
              </p>
            </div>
            <form className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end" onSubmit={saveGroups} noValidate>
              <Field label="Group that grants HR" description="Members of this group in your identity provider get HR access; others are employees." error={groupError}>
                {(props) => <Input {...props} value={hrGroup ?? currentHrGroup} onChange={(event) => setHrGroup(event.target.value)} maxLength={256} />}
              </Field>
              <Button type="submit" variant="outline" loading={setGroups.isPending}>Save group</Button>
            </form>
          </>
        )}
      </CardContent>
    </Card>
  );
}
