import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { HostDeactivationPreview, HostDeactivationResult, HostedStayRef } from '@worknest/shared/host-deactivation';
import { dates } from '@worknest/shared/format-dates';
import { serverText, useT } from '../lib/i18n';
import { useDeactivationPreview } from '../lib/deactivation-preview';
import { ConfirmDialog } from './ui/alert-dialog';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { toast } from './ui/toast';

/** A mutation that deactivates (`active: false`) or reactivates a person: HR's and the admin's. */
export type SetActiveMutation = Pick<UseMutationResult<unknown, Error, { id: string; active: boolean }>, 'mutate' | 'isPending'>;

type Translate = ReturnType<typeof useT>;

/** The deactivation's answer says what it did to bookings (issue 29); an older answer may not. */
function deactivationOf(data: unknown): HostDeactivationResult | null {
  return typeof data === 'object' && data !== null && 'deactivation' in data ? (data as { deactivation: HostDeactivationResult }).deactivation : null;
}

/*
 * Issue 40: the sentences of @worknest/shared/host-deactivation (deactivationBookingsSentence,
 * inProgressSentence, deactivationDoneSentence), English word for word, from the `listing-form`
 * catalog's `person.*` in the reader's language.
 */
function stayLabel(stay: HostedStayRef, t: Translate): string {
  return t('person.stay', { title: stay.listingTitle, from: dates.stayDate(stay.checkIn), to: dates.stayDate(stay.checkOut) });
}

function bookingsSentence(preview: Pick<HostDeactivationPreview, 'staysToCancel' | 'requestsToDecline'>, t: Translate): string {
  const { staysToCancel: stays, requestsToDecline: requests } = preview;
  return stays === 0 && requests === 0 ? t('person.noStays') : t('person.bookings', { stays, requests, total: stays + requests });
}

function doneSentence(result: HostDeactivationResult | null, t: Translate): string {
  return t('person.done', { cancelled: result?.staysCancelled ?? 0, declined: result?.requestsDeclined ?? 0, failed: result?.staysNotCancelled ?? 0 });
}

/** What the dialog says about the person's stays as a host, once the preview has loaded. */
function StaysInProgress({ preview }: { preview: HostDeactivationPreview }) {
  const t = useT('listing-form');
  const stays = preview.staysInProgress;
  if (stays.length === 0) return null;
  const heading = stays.length === 1 ? t('person.inProgressOne', { stay: stayLabel(stays[0]!, t) }) : t('person.inProgressMany', { count: stays.length });
  return (
    <div className="grid gap-1 rounded-md border border-border bg-muted/40 p-3">
      <p>{heading}</p>
      {preview.staysInProgress.length > 1 ? (
        <ul className="list-disc pl-5">
          {preview.staysInProgress.map((stay) => (
            <li key={stay.bookingId}>{stayLabel(stay, t)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Deactivate (with a confirmation) for an active person, Reactivate for an inactive one, with a
 * toast either way. HR's employee rows and the admin's user rows both use it; what differs is the
 * mutation and two sentences. The confirmation first asks what deactivating would do to the
 * stays the person hosts (issue 29) and says it: stays cancelled with a full refund, requests
 * declined, stays under way named and left to finish; Deactivate waits for that answer.
 */
export function ActiveToggle({
  person,
  mutation,
  reactivatedDescription,
  failedMessage,
}: {
  person: { id: string; name: string; isActive: boolean };
  mutation: SetActiveMutation;
  /** The toast's line once someone is active again. */
  reactivatedDescription: string;
  /** Shown when the server gives no message of its own. */
  failedMessage: string;
}) {
  const t = useT('listing-form');
  const [open, setOpen] = useState(false);
  const { name } = person;
  const preview = useDeactivationPreview(person.id, open && person.isActive);
  const run = (active: boolean) =>
    mutation.mutate(
      { id: person.id, active },
      {
        onSuccess: (data) => {
          setOpen(false);
          const deactivation = deactivationOf(data);
          toast({
            title: active ? t('person.activeAgain', { name }) : t('person.deactivated', { name }),
            description: active ? reactivatedDescription : doneSentence(deactivation, t),
          });
        },
        onError: (error) => {
          setOpen(false);
          toast({ title: t('person.error'), description: serverText(error, failedMessage), variant: 'destructive' });
        },
      },
    );

  if (!person.isActive) {
    return (
      <Button size="sm" variant="outline" loading={mutation.isPending} onClick={() => run(true)}>
        {t('person.reactivate')}
      </Button>
    );
  }
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      pending={mutation.isPending}
      trigger={
        <Button size="sm" variant="outline">
          {t('person.deactivate')}
        </Button>
      }
      title={t('person.title', { name })}
      description={preview.data ? `${t('person.signedOut')} ${bookingsSentence(preview.data, t)}` : t('person.signedOut')}
      details={
        preview.isError ? (
          <p role="alert">
            {serverText(preview.error, t('person.checkFailed'))} {t('person.stillCancels')}
          </p>
        ) : preview.data ? (
          preview.data.staysInProgress.length > 0 ? <StaysInProgress preview={preview.data} /> : null
        ) : (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner label={null} className="size-4" />
            {t('person.checking')}
          </p>
        )
      }
      confirmDisabled={preview.isPending && !preview.isError}
      confirmLabel={t('person.deactivate')}
      destructive
      onConfirm={() => run(false)}
    />
  );
}
