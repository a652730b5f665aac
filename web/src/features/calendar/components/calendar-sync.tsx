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
import { serverMessage } from '../../../lib/api-request';
import { useCalendarFeed, useCalendarImports, useRegenerateCalendarFeed, useSaveCalendarImports, useSyncCalendarImports } from '../api/calendar';
import { dates } from '@worknest/shared/format-dates';


/**
 * Calendar sync on the host's own listing page (issue 20): the private feed URL to subscribe to
 * (Copy, Regenerate), and up to three external calendars whose events block nights here, with
 * each one's last successful sync, error and conflicts, "Sync now", and the nights they block.
 * `<CalendarSync listingId={listing.id} />`, for the listing's host only.
 */
export function CalendarSync({ listingId }: { listingId: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" className="size-5" />
          Calendar sync
        </CardTitle>
        <CardDescription>Keep this home's stays in your calendar, and your other calendars' bookings out of Worknest.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <FeedSection listingId={listingId} />
        <ImportSection listingId={listingId} />
      </CardContent>
    </Card>
  );
}

function FeedSection({ listingId }: { listingId: string }) {
  const feed = useCalendarFeed(listingId);
  const regenerate = useRegenerateCalendarFeed(listingId);
  const [confirming, setConfirming] = useState(false);
  const copy = async () => {
    if (!feed.data) return;
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast({ title: 'Calendar address copied' });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the address and copy it yourself.', variant: 'destructive' });
    }
  };
  return (
    <section className="grid gap-2" aria-labelledby="feed-heading">
      <h3 id="feed-heading" className="font-medium">
        Export: subscribe in your calendar
      </h3>
      <p className="text-sm text-muted-foreground">
        Add this private address to Google Calendar, Outlook or Apple Calendar ("subscribe from URL"). It lists confirmed stays; anyone with the address can read them.
      </p>
      {feed.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : feed.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(feed.error, "We couldn't load the calendar address.")}
        </p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto]">
          <Input readOnly value={feed.data.url} aria-label="Calendar address" onFocus={(event) => event.currentTarget.select()} data-testid="calendar-feed-url" />
          <Button type="button" variant="outline" onClick={copy}>
            <Copy aria-hidden="true" className="size-4" />
            Copy
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={<Button variant="outline">Regenerate</Button>}
            title="Regenerate the calendar address?"
            description="The current address stops working at once: calendars subscribed to it will need the new one."
            confirmLabel="Regenerate"
            pending={regenerate.isPending}
            onConfirm={() =>
              regenerate.mutate(undefined, {
                onSuccess: () => {
                  setConfirming(false);
                  toast({ title: 'New calendar address', description: 'The old address no longer works.' });
                },
                onError: (error) => {
                  setConfirming(false);
                  toast({ title: 'Error', description: serverMessage(error, 'Failed to regenerate the address.'), variant: 'destructive' });
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
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    save.mutate(parsed.data.urls, {
      onSuccess: () => toast({ title: 'Calendars saved', description: 'They were read just now.' }),
      onError: (failure) => setError(serverMessage(failure, 'Failed to save the calendars.')),
    });
  };

  return (
    <section className="grid gap-3" aria-labelledby="import-heading">
      <h3 id="import-heading" className="font-medium">
        Import: block nights booked elsewhere
      </h3>
      <p className="text-sm text-muted-foreground">
        Paste up to {CALENDAR_IMPORT_LIMIT} calendar addresses (an Airbnb or Booking.com export, your own calendar). Their events block those nights here; they are read every{' '}
        {CALENDAR_SYNC_INTERVAL_MINUTES} minutes. Nights guests booked on Worknest are never changed.
      </p>
      {imports.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : imports.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverMessage(imports.error, "We couldn't load the imported calendars.")}
        </p>
      ) : (
        <>
          <form onSubmit={onSubmit} noValidate className="grid gap-3">
            {urls.map((url, index) => (
              <Field key={index} label={`Calendar address ${index + 1}`} error={index === 0 ? error : null}>
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
                Save calendars
              </Button>
              {imports.data.imports.length > 0 ? (
                <Button
                  type="button"
                  variant="outline"
                  loading={sync.isPending}
                  onClick={() =>
                    sync.mutate(undefined, {
                      onSuccess: () => toast({ title: 'Calendars synced' }),
                      onError: (failure) => toast({ title: 'Error', description: serverMessage(failure, 'Failed to sync.'), variant: 'destructive' }),
                    })
                  }
                >
                  <RefreshCw aria-hidden="true" className="size-4" />
                  Sync now
                </Button>
              ) : null}
            </div>
          </form>
          {imports.data.imports.length > 0 ? (
            <ul className="grid gap-2" aria-label="Imported calendars">
              {imports.data.imports.map((entry) => (
                <ImportStatus key={entry.id} entry={entry} />
              ))}
            </ul>
          ) : null}
          <div className="grid gap-1" data-testid="imported-blocked-nights">
            <h4 className="text-sm font-medium">Nights blocked by imported calendars</h4>
            {imports.data.blockedNights.length === 0 ? (
              <p className="text-sm text-muted-foreground">None.</p>
            ) : (
              <ul className="flex flex-wrap gap-1.5">
                {imports.data.blockedNights.map((night) => (
                  <li key={night}>
                    <Badge variant="secondary">{formatStayDate(night)}</Badge>
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
        <span className="font-medium break-all">{host}</span>
        {entry.lastError ? <Badge variant="warning">Not read</Badge> : entry.lastSuccessAt ? <Badge variant="success">{entry.blockedNights} nights blocked</Badge> : null}
      </p>
      <p className="text-muted-foreground">
        Last successful sync: {entry.lastSuccessAt ? dates.dateTime(entry.lastSuccessAt) : 'never'}
      </p>
      {entry.lastError ? (
        <p role="status" className="text-destructive">
          {entry.lastError} Its nights stay as they were at the last successful sync.
        </p>
      ) : null}
      {entry.conflicts.length > 0 ? (
        <div className="grid gap-1 rounded-md bg-warning-soft px-3 py-2 text-warning" data-testid="calendar-conflicts">
          <p className="font-medium">Conflicts with Worknest stays (the stays are kept):</p>
          <ul className="list-disc pl-5">
            {entry.conflicts.map((conflict) => (
              <li key={conflict.night}>
                {formatStayDate(conflict.night)}
                {conflict.summary ? `: ${conflict.summary}` : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}
