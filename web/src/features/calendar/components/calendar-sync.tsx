import { CalendarDays, Copy, RefreshCw } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { formatStayDate } from '@worknest/shared/booking-rules';
import { CALENDAR_IMPORT_LIMIT, CALENDAR_SYNC_INTERVAL_MINUTES } from '@worknest/shared/calendar-rules';
import type { CalendarImportStatus } from '@worknest/shared/calendar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { toast } from '../../../components/ui/toast';
import { serverText, useT } from '../../../lib/i18n';
import { useCalendarFeed, useCalendarImports, useRegenerateCalendarFeed, useSaveCalendarImports, useSyncCalendarImports } from '../api/calendar';
import { dates } from '@worknest/shared/format-dates';
import { fieldText } from '../../../lib/field-text';
import { TextWithValue, VALUE } from '../../../components/text-with-value';


/**
 * Calendar sync on the host's own listing page (issue 20): the private feed URL to subscribe to
 * (Copy, Regenerate), and up to three external calendars whose events block nights here, with
 * each one's last successful sync, error and conflicts, "Sync now", and the nights they block.
 * `<CalendarSync listingId={listing.id} />`, for the listing's host only.
 */
export function CalendarSync({ listingId }: { listingId: string }) {
  const t = useT('calendar');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-5" />
          {t('title')}
        </CardTitle>
        <CardDescription>{t('intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FeedSection listingId={listingId} />
        <ImportSection listingId={listingId} />
      </CardContent>
    </Card>
  );
}

function FeedSection({ listingId }: { listingId: string }) {
  const t = useT('calendar');
  const feed = useCalendarFeed(listingId);
  const regenerate = useRegenerateCalendarFeed(listingId);
  const [confirming, setConfirming] = useState(false);
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast({ title: t('feed.copied') });
    } catch {
      toast({ title: t('feed.copyFailed'), description: t('feed.copyYourself'), variant: 'destructive' });
    }
  };
  return (
    <section className="grid gap-2" aria-labelledby="feed-heading">
      <h3 id="feed-heading" className="font-medium">
        {t('feed.title')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('feed.hint')}
      </p>
      {feed.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : feed.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverText(feed.error, t('feed.loadFailed'))}
        </p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto]">
          <Input readOnly value={feed.data.url} aria-label={t('feed.address')} onFocus={(event) => event.currentTarget.select()} data-testid="calendar-feed-url" />
          <Button type="button" variant="outline" onClick={copy}>
            <Copy aria-hidden="true" className="size-4" />
            {t('feed.copy')}
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={<Button variant="outline">{t('feed.regenerate')}</Button>}
            title={t('feed.regenerateTitle')}
            description={t('feed.regenerateText')}
            confirmLabel={t('feed.regenerate')}
            pending={regenerate.isPending}
            onConfirm={() =>
              regenerate.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  toast({ title: t('feed.regenerated'), description: t('feed.oldGone') });
                },
                onError: (error) => {
                  setConfirming(false);
                  toast({ title: t('error'), description: serverText(error, t('feed.regenerateFailed')), variant: 'destructive' });
                },
              })
            }
          />
        </div>
      )}
    </section>
  );
}

function ImportSection({ listingId }: { listingId: string }) {
  const t = useT('calendar');
  const imports = useCalendarImports(listingId);
  const save = useSaveCalendarImports(listingId);
  const sync = useSyncCalendarImports(listingId);
  const [urls, setUrls] = useState<string[]>(() => Array(CALENDAR_IMPORT_LIMIT).fill(''));
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (imports.data) setUrls([...imports.data.imports.map((entry) => entry.url), ...Array(CALENDAR_IMPORT_LIMIT).fill('')].slice(0, CALENDAR_IMPORT_LIMIT));
  }, [imports.data]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (and zod) load when the calendars are saved, not with the listing (issue 31).
    const { calendarImportsSchema } = await import('@worknest/shared/calendar');
    const parsed = calendarImportsSchema.safeParse({ urls: urls.map((url) => url.trim()).filter(Boolean) });
    if (!parsed.success) {
      setError(parsed.error.issues[0] ? fieldText(parsed.error.issues[0].message) : null);
      return;
    }
    setError(null);
    save.mutate(parsed.data.urls, {
      onSuccess: () => toast({ title: t('import.saved'), description: t('import.readNow') }),
      onError: (failure) => setError(serverText(failure, t('import.saveFailed'))),
    });
  };

  return (
    <section className="grid gap-3" aria-labelledby="import-heading">
      <h3 id="import-heading" className="font-medium">
        {t('import.title')}
      </h3>
      <p className="text-sm text-muted-foreground">
        {t('import.hint', { limit: CALENDAR_IMPORT_LIMIT, minutes: CALENDAR_SYNC_INTERVAL_MINUTES })}
      </p>
      {imports.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : imports.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverText(imports.error, t('import.loadFailed'))}
        </p>
      ) : (
        <>
          <form onSubmit={onSubmit} noValidate className="grid gap-3">
            {urls.map((url, index) => (
              <Field key={index} label={t('import.address', { number: index + 1 })} error={index === 0 ? error : null}>
                {(props) => (
                  <Input
                    {...props}
                    type="url"
                    inputMode="url"
                    placeholder="https://…/calendar.ics"
                    value={url}
                    onChange={(event) => setUrls((current) => current.map((value, i) => (i === index ? event.target.value : value)))}
                  />
                )}
              </Field>
            ))}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" loading={save.isPending}>
                {t('import.save')}
              </Button>
              {imports.data.imports.length > 0 ? (
                <Button
                  type="button"
                  variant="outline"
                  loading={sync.isPending}
                  onClick={() =>
                    sync.mutate(undefined, {
                      onSuccess: () => toast({ title: t('import.synced') }),
                      onError: (failure) => toast({ title: t('error'), description: serverText(failure, t('import.syncFailed')), variant: 'destructive' }),
                    })
                  }
                >
                  <RefreshCw aria-hidden="true" className="size-4" />
                  {t('import.syncNow')}
                </Button>
              ) : null}
            </div>
          </form>
          {imports.data.imports.length > 0 ? (
            <ul className="grid gap-2" aria-label={t('import.list')}>
              {imports.data.imports.map((entry) => (
                <ImportStatus key={entry.id} entry={entry} />
              ))}
            </ul>
          ) : null}
          <div className="grid gap-1" data-testid="imported-blocked-nights">
            <h4 className="text-sm font-medium">{t('import.blockedNights')}</h4>
            {imports.data.blockedNights.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('import.none')}</p>
            ) : (
              <ul className="flex flex-wrap gap-1.5">
                {imports.data.blockedNights.map((night) => (
                  <li key={night}>
                    <Badge variant="secondary">
                      <time dateTime={night}>{formatStayDate(night)}</time>
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </section>
  );
}

function ImportStatus({ entry }: { entry: CalendarImportStatus }) {
  const t = useT('calendar');
  const host = (() => {
    try {
      return new URL(entry.url).host;
    } catch {
      return entry.url;
    }
  })();
  return (
    <li className="grid gap-1 rounded-md border border-border p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium break-all" data-i18n-exempt>
          {host}
        </span>
        {entry.lastError ? <Badge variant="warning">{t('status.notRead')}</Badge> : entry.lastSuccessAt ? <Badge variant="success">{t('status.blocked', { count: entry.blockedNights })}</Badge> : null}
      </p>
      <p className="text-muted-foreground">
        {entry.lastSuccessAt ? (
          <TextWithValue text={t('status.lastSync', { date: VALUE })}>
            <time dateTime={entry.lastSuccessAt}>{dates.dateTime(entry.lastSuccessAt)}</time>
          </TextWithValue>
        ) : (
          t('status.neverSynced')
        )}
      </p>
      {entry.lastError ? (
        <p role="status" className="text-destructive">
          <LastError message={entry.lastError} /> {t('status.keptNights')}
        </p>
      ) : null}
      {entry.conflicts.length > 0 ? (
        <div className="grid gap-1 rounded-md bg-warning-soft px-3 py-2 text-warning" data-testid="calendar-conflicts">
          <p className="font-medium">{t('status.conflicts')}</p>
          <ul className="list-disc pl-5">
            {entry.conflicts.map((conflict) => (
              <li key={conflict.night}>
                <time dateTime={conflict.night}>{formatStayDate(conflict.night)}</time>
                {conflict.summary ? <span data-i18n-exempt>: {conflict.summary}</span> : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/**
 * Why a calendar could not be read, in the reader's language (CALENDAR_MESSAGES are coded: ADR
 * 0187); a reason without a code keeps the server's English (as English itself reads the same).
 */
function LastError({ message }: { message: string }) {
  const text = fieldText(message);
  return text === message ? <span data-i18n-exempt>{message}</span> : <span>{text}</span>;
}
