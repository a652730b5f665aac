import { useEffect, useRef, useState } from 'react';
import { CircleCheck, X } from 'lucide-react';
import { useT } from '../../../lib/i18n';

/**
 * Issue 29 (15): after a member deletes their account, the landing page they arrive on says so.
 * A status region that takes focus, so a screen reader reads it as the new page opens; it can be
 * closed. Shown when the delete flow navigates to `/` with `{ accountDeleted: true }` as state.
 */
export function AccountDeletedNotice() {
  const t = useT('public');
  const [open, setOpen] = useState(true);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  if (!open) return null;
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="relative z-10 flex items-start gap-3 bg-[#e7f6ee] px-4 py-3 text-sm text-[#0b2a2c] outline-none focus-visible:ring-2 focus-visible:ring-[#0b2a2c] sm:px-6"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[#166534]" />
      <p className="flex-1">
        <strong className="font-semibold">{t('deleted.title')}</strong> {t('deleted.body')}
      </p>
      <button
        type="button"
        onClick={() => setOpen(false)}
        aria-label={t('deleted.close')}
        className="-m-1 rounded-md p-1 hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-[#0b2a2c]"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
