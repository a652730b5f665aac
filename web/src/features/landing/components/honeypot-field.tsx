import { HONEYPOT_FIELD } from '@worknest/shared/marketing-options';

/**
 * (Its label is for bots only: not translated, left out of the pseudo-locale check.)
 * A field people never see or reach (off-screen, out of the tab order, hidden from assistive
 * technology) and form-filling bots do fill in. The server drops submissions that carry it.
 */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" data-i18n-exempt className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Website
        <input
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}
