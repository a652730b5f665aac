import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { serverMessage } from '../lib/api-request';
import { ConfirmDialog } from './ui/alert-dialog';
import { Button } from './ui/button';
import { toast } from './ui/toast';

/** A mutation that deactivates (`active: false`) or reactivates a person: HR's and the admin's. */
export type SetActiveMutation = Pick<UseMutationResult<unknown, Error, { id: string; active: boolean }>, 'mutate' | 'isPending'>;

/**
 * Deactivate (with a confirmation) for an active person, Reactivate for an inactive one, with a
 * toast either way. HR's employee rows and the admin's user rows both use it; what differs is the
 * mutation and two sentences.
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
  const run = (active: boolean) =>
    mutation.mutate(
      { id: person.id, active },
      {
        onSuccess: () => {
          setOpen(false);
          toast({
            title: active ? `${name} is active again` : `${name} is deactivated`,
            description: active ? reactivatedDescription : 'Their sessions have ended and their listings are hidden.',
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
      description="They are signed out everywhere at once, cannot sign in, and their listings disappear from everyone's view until you reactivate them."
      confirmLabel="Deactivate"
      destructive
      onConfirm={() => run(false)}
    />
  );
}
