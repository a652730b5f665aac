import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { DialogFooter } from '../ui/dialog';

interface FormDialogFooterProps {
  cancelLabel: string;
  /** Closes the dialog. */
  onCancel: () => void;
  /** Disables Cancel (while a save that cannot be taken back is running). */
  cancelDisabled?: boolean;
  submitLabel: ReactNode;
  /** The submission is running: the submit button shows it and takes no second click. */
  pending: boolean;
}

/** The foot of a dialog's form: Cancel, and the submit button that shows the submission running. */
export function FormDialogFooter({ cancelLabel, onCancel, cancelDisabled, submitLabel, pending }: FormDialogFooterProps) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" disabled={cancelDisabled} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
