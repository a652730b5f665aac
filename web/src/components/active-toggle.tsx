import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import {
  deactivationBookingsSentence,
  deactivationDoneSentence,
  hostedStayLabel,
  inProgressSentence,
  type HostDeactivationPreview,
  type HostDeactivationResult,
} from '@worknest/shared/host-deactivation';
import { serverMessage } from '../lib/api-request';
import { useDeactivationPreview } from '../lib/deactivation-preview';
import { ConfirmDialog } from './ui/alert-dialog';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';
import { toast } from './ui/toast';

/** A mutation that deactivates (`active: false`) or reactivates a person: HR's and the admin's. */
export type SetActiveMutation = Pick<UseMutationResult<unknown, Error, { id: string; active: boolean }>, 'mutate' | 'isPending'>;

const SIGNED_OUT = "They are signed out everywhere at once, cannot sign in, and their listings disappear from everyone's view until you reactivate them.";

/** The deactivation's answer says what it did to bookings (issue 29); an older answer may not. */
function deactivationOf(data: unknown): HostDeactivationResult | null {
  return typeof data === 'object' && data !== null && 'deactivation' in data ? (data as { deactivation: HostDeactivationResult }).deactivation : null;
}

/** What the dialog says about the person's stays as a host, once the preview has loaded. */
function StaysInProgress({ preview }: { preview: HostDeactivationPreview }) {
  const heading = inProgressSentence(preview.staysInProgress);
  if (!heading) return null;
  return (
    <div className="grid gap-1 rounded-md border border-border bg-muted/40 p-3">
      <p>{heading}</p>
      {preview.staysInProgress.length > 1 ? (
        <ul className="list-disc pl-5">
          {preview.staysInProgress.map((stay) => (
            <li key={stay.bookingId}>{hostedStayLabel(stay)}</li>
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
            title: active ? `${name} is active again` : `${name} is deactivated`,
            description: active
              ? reactivatedDescription
              : deactivation
                ? deactivationDoneSentence(deactivation)
                : 'Their sessions have ended and their listings are hidden.',
          });
        },
        onError: (error) => {
          setOpen(false);
          toast({ title: 'Error', description: serverMessage(error, failedMessage), variant: 'destructive' });
        },
      },
    );

  if (!person.isActive) {
    return (
      <Button size="sm" variant="outline" loading={mutation.isPending} onClick={() => run(true)}>
        Reactivate
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
          Deactivate
        </Button>
      }
      title={`Deactivate ${name}?`}
      description={preview.data ? `${SIGNED_OUT} ${deactivationBookingsSentence(preview.data)}` : SIGNED_OUT}
      details={
        preview.isError ? (
          <p role="alert">
            {serverMessage(preview.error, 'Their stays as a host could not be checked.')} Deactivating still cancels the stays at their homes that
            have not begun, with a full refund.
          </p>
        ) : preview.data ? (
          preview.data.staysInProgress.length > 0 ? <StaysInProgress preview={preview.data} /> : null
        ) : (
          <p className="flex items-center gap-2 text-muted-foreground">
            <Spinner label={null} className="size-4" />
            Checking their stays as a host…
          </p>
        )
      }
      confirmDisabled={preview.isPending && !preview.isError}
      confirmLabel="Deactivate"
      destructive
      onConfirm={() => run(false)}
    />
  );
}
