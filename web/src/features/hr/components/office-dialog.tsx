import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { officeDraftErrors, officePlacement, officesAfter, type Office, type OfficeDraft, type OfficeDraftErrors } from '@worknest/shared/offices';
import { FormDialogFooter } from '../../../components/form/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { toast } from '../../../components/ui/toast';
import { fieldText } from '../../../lib/field-text';
import { serverText, useT } from '../../../lib/i18n';
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
  const t = useT('hr');
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
        title: office ? t('offices.saved') : t('offices.added'),
        ...(placement ? { description: t('offices.placement', { state: placement.state }) } : {}),
        ...(placement?.state === 'none' ? { variant: 'destructive' as const } : {}),
      });
    } catch (error) {
      setFailure(serverText(error, t('offices.saveFailed')));
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{office ? t('offices.editName', { name: office.name }) : t('offices.addTitle')}</DialogTitle>
          <DialogDescription>{t('offices.dialogText')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={office ? t('offices.editName', { name: office.name }) : t('offices.addTitle')}>
          <Field label={t('offices.name')} error={errors.name ? fieldText(errors.name) : undefined} description={t('offices.nameHint')}>
            {(props) => (
              <Input {...props} ref={nameInput} value={draft.name} maxLength={120} autoComplete="off" onChange={(event) => setDraft((current) => ({ ...current, name: event.target.value }))} />
            )}
          </Field>
          <Field label={t('offices.address')} error={errors.address ? fieldText(errors.address) : undefined} description={t('offices.addressHint')}>
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
              {t('offices.placing')}
            </p>
          ) : null}
          <FormDialogFooter cancelLabel={t('common.cancel')} onCancel={() => onOpenChange(false)} cancelDisabled={save.isPending} submitLabel={office ? t('offices.save') : t('offices.add')} pending={save.isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
