import { rentalTypes, type RentalType } from '@worknest/shared/listing';
import { useT } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';

/** Each type's hint in the `listing-form` catalog (its name is the `listings` catalog's `type.*`). */
const hints: Record<RentalType, string> = { whole_apartment: 'type.wholeHint', room: 'type.roomHint' };

interface RentalTypeFieldProps {
  value: RentalType | '';
  onChange: (value: RentalType) => void;
  error?: string;
}

/** Whole apartment or room, as two large radio cards. */
export function RentalTypeField({ value, onChange, error }: RentalTypeFieldProps) {
  const t = useT('listing-form');
  const names = useT('listings');
  return (
    <div role="radiogroup" aria-labelledby="rental-type-label" aria-invalid={error ? true : undefined} className="grid gap-1.5">
      <span id="rental-type-label" className="text-sm font-medium">
        {t('type.label')}
      </span>
      <div className="grid gap-3 sm:grid-cols-2">
        {rentalTypes.map((type) => (
          <label
            key={type}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              value === type ? 'border-primary bg-secondary' : error ? 'border-destructive' : 'border-input hover:bg-accent',
            )}
          >
            <input
              type="radio"
              name="rentalType"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              aria-invalid={error ? true : undefined}
              className="mt-1 size-4 accent-[var(--color-primary)]"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{names(`type.${type}`)}</span>
              <span className="text-xs text-muted-foreground">{t(hints[type])}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
