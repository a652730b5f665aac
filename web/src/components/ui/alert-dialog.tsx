import type { ReactNode, RefObject } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useT } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { buttonVariants } from './button';
import { overlayClasses, panelClasses } from './dialog';
import { Spinner } from './spinner';

interface ConfirmDialogProps {
  /**
   * The element that opens the dialog (one focusable element, e.g. a Button). Without one the
   * dialog is controlled by `open` alone (issue 31: a page that loads this module on the click
   * keeps its own button), and `returnFocusTo` gets the focus back when it closes.
   */
  trigger?: ReactNode;
  returnFocusTo?: RefObject<HTMLElement | null>;
  title: ReactNode;
  description: ReactNode;
  /** More than a sentence (a list, a loading line) under the description; outside its <p>. */
  details?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Styles the confirm button red for irreversible actions (delete, deactivate). */
  destructive?: boolean;
  /** Keeps the dialog open with a busy confirm button while the action runs. */
  pending?: boolean;
  /** Confirm cannot be pressed yet (e.g. until what it will do has loaded); Cancel still can. */
  confirmDisabled?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  onConfirm: () => void;
}

/**
 * A confirmation ("Delete this listing?") on Radix AlertDialog: focus starts on Cancel, Escape
 * cancels, clicking outside does nothing.
 * `<ConfirmDialog trigger={<Button variant="destructive">Delete</Button>} title="Delete listing?"
 *   description="This cannot be undone." confirmLabel="Delete" destructive onConfirm={remove} />`
 * Uncontrolled, it closes on confirm. Controlled (`open` + `onOpenChange`), it stays open after
 * confirming so it can show `pending`; close it yourself when the action has finished.
 */
export function ConfirmDialog({
  trigger,
  returnFocusTo,
  title,
  description,
  details,
  confirmLabel,
  cancelLabel,
  destructive = false,
  pending = false,
  confirmDisabled = false,
  open,
  onOpenChange,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT('shell');
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content
          className={panelClasses}
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                }
              : undefined
          }
        >
          <div className="grid gap-1.5">
            <AlertDialogPrimitive.Title className="text-lg font-semibold tracking-tight">{title}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </AlertDialogPrimitive.Description>
            {details ? <div className="grid gap-2 pt-1 text-sm">{details}</div> : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: 'outline' })} disabled={pending}>
              {cancelLabel ?? t('ui.cancel')}
            </AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action
              className={cn(buttonVariants({ variant: destructive ? 'destructive' : 'default' }))}
              disabled={pending || confirmDisabled}
              aria-busy={pending || undefined}
              onClick={(event) => {
                if (open !== undefined) event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? <Spinner label={null} className="size-4" /> : null}
              {confirmLabel ?? t('ui.confirm')}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
