import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';

// The dialog (Radix Dialog, its focus trap and scroll lock) loads on the first click, not with the list (issue 31).
const CancelStayDialog = lazy(() => import('./cancel-stay-dialog').then((module) => ({ default: module.CancelStayDialog })));

const buttonClasses = 'justify-self-start text-destructive';

/**
 * "Cancel stay" / "Withdraw request" / "Cancel this stay" in the booking lists: the button, and on
 * its first click CancelStayDialog, fetched then and opened at once (it then renders the same
 * button as its own trigger, which focus returns to when it closes).
 */
export function CancelStayButton({ bookingId, label, stayName }: { bookingId: string; label: string; stayName: string }) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    return (
      <Button variant="outline" size="sm" className={buttonClasses} aria-haspopup="dialog" onClick={() => setWanted(true)}>
        {label}
      </Button>
    );
  }
  return (
    <Suspense
      fallback={
        <Button variant="outline" size="sm" className={buttonClasses} loading>
          {label}
        </Button>
      }
    >
      <CancelStayDialog bookingId={bookingId} label={label} stayName={stayName} defaultOpen />
    </Suspense>
  );
}
