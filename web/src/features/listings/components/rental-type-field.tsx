import { rentalTypeLabels, rentalTypes, type RentalType } from '@worknest/shared/listing';
import { cn } from '../../../lib/utils';

const hints: Record<RentalType, string> = {
  whole_apartment: 'Guests have the whole place to themselves',
  room: 'A private room in a shared home',
};

interface RentalTypeFieldProps {
  value: RentalType | '';
  onChange: (value: RentalType) => void;
  error?: string;
}

/** Whole apartment or room, as two large radio cards. */
export function RentalTypeField({ value, onChange, error }: RentalTypeFieldProps) {
  return (
    <div role="radiogroup" aria-labelledby="rental-type-label" aria-invalid={error ? true : undefined} className="grid gap-1.5">
      <span id="rental-type-label" className="text-sm font-medium">
        Rental type
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
              <span className="text-sm font-medium">{rentalTypeLabels[type]}</span>
              <span className="text-xs text-muted-foreground">{hints[type]}</span>
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
