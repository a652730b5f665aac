import { useState, type FormEvent } from 'react';
import { Copy, KeyRound } from 'lucide-react';
import { GROUP_NAME_MESSAGE } from '@worknest/shared/scim-rules';
import { LoadError } from '../../../components/load-error';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { fieldText } from '../../../lib/field-text';
import { serverText, translate, useT } from '../../../lib/i18n';
import { dates } from '@worknest/shared/format-dates';
import { TextWithValue, VALUE } from '../../../components/text-with-value';
import { useDirectorySync, useIssueDirectorySyncToken, useSetDirectorySyncGroups } from '../api/directory-sync';

async function copy(text: string, what: 'baseUrl' | 'token') {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: translate('hr', 'sync.copied', { what }) });
  } catch {
    toast({ title: translate('hr', 'sync.copyFailed'), description: translate('hr', 'sync.copyYourself'), variant: 'destructive' });
  }
}

/**
 * HR → Directory sync (issue 38): the SCIM base URL and bearer token for Entra ID, Okta or
 * another identity provider. The token is shown once, right after it is made; rotating keeps the
 * old one working for 24 hours.
 */
export function DirectorySyncCard() {
  const t = useT('hr');
  const sync = useDirectorySync();
  const issue = useIssueDirectorySyncToken();
  const setGroups = useSetDirectorySyncGroups();
  const [token, setToken] = useState<string | null>(null);
  const [hrGroup, setHrGroup] = useState<string | null>(null);
  const [groupError, setGroupError] = useState<string | null>(null);

  const makeToken = () =>
    issue.mutate(undefined, {
      onSuccess: (made) => setToken(made.token),
      onError: (error) => toast({ title: t('common.error'), description: serverText(error, t('sync.tokenFailed')), variant: 'destructive' }),
    });

  const currentHrGroup = sync.data?.groupRoles.find((mapping) => mapping.role === 'hr')?.displayName ?? '';
  const saveGroups = (event: FormEvent) => {
    event.preventDefault();
    const name = (hrGroup ?? currentHrGroup).trim();
    if (!name || name.length > 256) return setGroupError(fieldText(GROUP_NAME_MESSAGE));
    setGroupError(null);
    setGroups.mutate(
      { groupRoles: [{ displayName: name, role: 'hr' }] },
      {
        onSuccess: () => toast({ title: t('sync.groupSaved'), description: t('sync.groupSavedText', { name }) }),
        onError: (error) => setGroupError(serverText(error, t('sync.groupFailed'))),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('sync.title')}</CardTitle>
        <CardDescription>{t('sync.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {sync.isPending ? (
          <div className="grid gap-3" aria-busy="true" aria-label={t('sync.loading')}>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-2/3" />
          </div>
        ) : sync.isError ? (
          <LoadError message={serverText(sync.error, t('sync.loadFailed'))} retryLabel={t('common.retry')} onRetry={() => sync.refetch()} />
        ) : (
          <>
            <Field label={t('sync.baseUrl')} description={t('sync.baseUrlHint')}>
              {(props) => (
                <div className="flex min-w-0 gap-2">
                  <Input {...props} readOnly value={sync.data.baseUrl} className="min-w-0 font-mono text-sm" />
                  <Button type="button" variant="outline" aria-label={t('sync.copyBaseUrl')} onClick={() => copy(sync.data.baseUrl, 'baseUrl')}>
                    <Copy aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              )}
            </Field>
            {token ? (
              <Field label={t('sync.token')} description={t('sync.tokenHint')}>
                {(props) => (
                  <div className="flex min-w-0 gap-2">
                    <Input {...props} readOnly value={token} className="min-w-0 font-mono text-sm" onFocus={(event) => event.currentTarget.select()} />
                    <Button type="button" variant="outline" aria-label={t('sync.copyToken')} onClick={() => copy(token, 'token')}>
                      <Copy aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                )}
              </Field>
            ) : null}
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={makeToken} loading={issue.isPending} variant={sync.data.hasToken ? 'outline' : 'default'}>
                <KeyRound aria-hidden="true" className="size-4" />
                {sync.data.hasToken ? t('sync.rotate') : t('sync.create')}
              </Button>
              <p className="text-sm text-muted-foreground">
                {sync.data.tokenCreatedAt ? (
                  <TextWithValue text={t('sync.tokenMade', { date: VALUE })}>
                    <time dateTime={sync.data.tokenCreatedAt}>{dates.dateTime(sync.data.tokenCreatedAt)}</time>
                  </TextWithValue>
                ) : (
                  t('sync.noToken')
                )}
                {sync.data.previousValidUntil ? (
                  <>
                    {' '}
                    <TextWithValue text={t('sync.previousUntil', { date: VALUE })}>
                      <time dateTime={sync.data.previousValidUntil}>{dates.dateTime(sync.data.previousValidUntil)}</time>
                    </TextWithValue>
                  </>
                ) : null}
              </p>
            </div>
            <form className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end" onSubmit={saveGroups} noValidate>
              <Field label={t('sync.group')} description={t('sync.groupHint')} error={groupError}>
                {(props) => <Input {...props} value={hrGroup ?? currentHrGroup} onChange={(event) => setHrGroup(event.target.value)} maxLength={256} />}
              </Field>
              <Button type="submit" variant="outline" loading={setGroups.isPending}>
                {t('sync.saveGroup')}
              </Button>
            </form>
          </>
        )}
      </CardContent>
    </Card>
  );
}
