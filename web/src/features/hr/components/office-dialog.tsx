import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { officeDraftErrors, officePlacement, officesAfter, type Office, type OfficeDraft, type OfficeDraftErrors } from '@worknest/shared/offices';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { serverMessage } from '../../../lib/api-request';
import { useSaveOffices } from '../api/offices';

interface OfficeDialogProps {
  /** The button that opens it (Radix gives focus back to it on close). */
  trigger: ReactNode;
  /** The company's offices as saved: the list the change is made to. */
  offices: readonly Office[];
  /** The office to edit; none to add one. */
  office?: Office;
}

/**
 * HR → Offices (issue 41): add or edit one office in a dialog. The form checks what the server
 * checks (shared `officeDraftErrors`), then sends the whole list with this one change
 * (`officesAfter`); the server geocodes a new or changed address, which takes a moment, so the
 * dialog says so while it saves and the toast says where the office was placed.
 */
export function OfficeDialog({ trigger, offices, office }: OfficeDialogProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<OfficeDraft>({ name: '', address: '' });
  const [errors, setErrors] = useState<OfficeDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveOffices();
  const nameInput = useRef<HTMLInputElement>(null);
  const addressInput = useRef<HTMLInputElement>(null);

  const onOpenChange = (next: boolean) => {
    if (save.isPending) return; // the save finishes first: its answer decides what the dialog shows
    if (next) {
      setDraft({ name: office?.name ?? '', address: office?.address ?? '' });
      setErrors({});
      setFailure(null);
    }
    setOpen(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const others = offices.filter((other) => other.id !== office?.id);
    const found = officeDraftErrors(draft, others);
    setErrors(found);
    setFailure(null);
    if (found.name || found.address) {
      // The first field with a message takes the focus, so its message is read out.
      (found.name ? nameInput : addressInput).current?.focus();
      return;
    }
    try {
      const answer = await save.mutateAsync(officesAfter(offices, office ? { id: office.id, save: draft } : { save: draft }));
      const saved = office ? answer.offices.find((candidate) => candidate.id === office.id) : answer.offices.at(-1);
      setOpen(false);
      const placement = saved ? officePlacement(saved) : null;
      toast({
        title: office ? 'Office saved' : 'Office added',
        ...(placement ? { description: placement.text } : {}),
        ...(placement?.state === 'none' ? { variant: 'destructive' as const } : {}),
      });
    } catch (error) {
      setFailure(serverMessage(error, 'The office could not be saved. Please try again.'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{office ? `Edit ${office.name}` : 'Add an office'}</DialogTitle>
          <DialogDescription>Members can search for homes near it. We place the address on the map when you save.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={office ? `Edit ${office.name}` : 'Add an office'}>
          <Field label="Office name" error={errors.name} description='As members know it, e.g. "Acme Lisbon".'>
            {(props) => (
              <Input {...props} ref={nameInput} value={draft.name} maxLength={120} autoComplete="off" onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))} />
            )}
          </Field>
          <Field label="Address" error={errors.address} description="Street and number, postcode, town and country.">
            {(props) => (
              <Input
                {...props}
                ref={addressInput}
                value={draft.address}
                maxLength={240}
                autoComplete="street-address"
                onChange={(event) => setDraft((current) => ({ ...current, address: event.target.value }))}
              />
            )}
          </Field>
          {failure ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {failure}
            </p>
          ) : null}
          {save.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Placing the address on the map…
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={save.isPending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {office ? 'Save office' : 'Add office'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
