import { Toast as ToastPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { TOAST } from '@worknest/shared/constants';
import { cn } from '../../lib/utils';
import { dismissToast, useToasts, type ToastItem } from './toast';
import { useT } from '../../lib/i18n';

/** Renders the toasts raised with `toast()`; mounted once in the app providers. */
export function Toaster() {
  const toasts = useToasts();
  const t = useT('shell');
  // Radix announces each toast to screen readers with `label` first and names the region with the
  // viewport's label; both default to English, so they come from the catalog like every text.
  return (
    <ToastPrimitive.Provider duration={TOAST.durationMs} swipeDirection="right" label={t('ui.notification')}>
      {toasts.map((item) => (
        <ToastView key={item.id} item={item} />
      ))}
      <ToastPrimitive.Viewport label={t('ui.notifications', { hotkey: 'F8' })} className="fixed right-0 bottom-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]" />
    </ToastPrimitive.Provider>
  );
}

function ToastView({ item }: { item: ToastItem }) {
  const t = useT('shell');
  const destructive = item.variant === 'destructive';
  return (
    <ToastPrimitive.Root
      open={item.open}
      duration={item.duration}
      // Failures are announced at once (assertive); confirmations politely.
      type={destructive ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismissToast(item.id);
      }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg data-[state=closed]:animate-toast-out data-[state=open]:animate-toast-in data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        destructive ? 'border-destructive bg-destructive text-destructive-foreground' : 'border-border bg-card text-card-foreground',
      )}
    >
      <div className="grid gap-1">
        <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
        {item.description ? (
          <ToastPrimitive.Description className="text-sm">{item.description}</ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={t('ui.close')}
        className={cn(
          'absolute top-3 right-3 cursor-pointer rounded-sm p-1 opacity-80 transition-opacity hover:opacity-100 focus-visible:opacity-100',
          destructive && 'focus-visible:outline-white',
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}
