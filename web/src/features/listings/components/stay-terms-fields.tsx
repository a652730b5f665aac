import {
  bookingModes,
  cancellationPolicies,
  CHECK_IN_TIME,
  CHECK_OUT_TIME,
  type BookingMode,
  type CancellationPolicy,
} from '@worknest/shared/cancellation';
import { Field } from '../../../components/ui/field';
import { useT } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { dates } from '@worknest/shared/format-dates';

interface StayTermsFieldsProps {
  cancellationPolicy: CancellationPolicy;
  bookingMode: BookingMode;
  timeZone: string;
  onChange: (change: Partial<{ cancellationPolicy: CancellationPolicy; bookingMode: BookingMode; timeZone: string }>) => void;
  errors: Partial<Record<'cancellationPolicy' | 'bookingMode' | 'timeZone', string>>;
  /** Issue 29: the zones of the home's country, listed first, under its name. */
  countryZones?: { countryName: string; timeZones: string[] } | null;
  /** Where the zone came from, or what to do (under the select). */
  timeZoneHint?: string;
}

/** Every IANA zone this browser knows but `first`, for the home's time zone (check-in 15:00 and check-out 11:00 there). */
function timeZones(current: string, first: readonly string[]): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', ...(current ? [current] : []), ...zones])].filter((zone) => !first.includes(zone)).sort();
}

const zoneLabel = (zone: string) => zone.replace(/_/g, ' ');

/** Issue 17: the cancellation policy, instant booking or requests, and the home's time zone. */
export function StayTermsFields({ cancellationPolicy, bookingMode, timeZone, onChange, errors, countryZones, timeZoneHint }: StayTermsFieldsProps) {
  const t = useT('listing-form');
  const first = countryZones?.timeZones ?? [];
  return (
    <div className="grid gap-5">
      <RadioCards
        name="cancellationPolicy"
        label={t('terms.policy')}
        options={cancellationPolicies.map((policy) => ({ value: policy, title: t(`terms.${policy}`), hint: t(`terms.${policy}Hint`) }))}
        value={cancellationPolicy}
        onChange={(value) => onChange({ cancellationPolicy: value as CancellationPolicy })}
        error={errors.cancellationPolicy}
        columns="sm:grid-cols-3"
      />
      <RadioCards
        name="bookingMode"
        label={t('terms.mode')}
        options={bookingModes.map((mode) => ({ value: mode, title: t(`terms.${mode}`), hint: t(`terms.${mode}Hint`) }))}
        value={bookingMode}
        onChange={(value) => onChange({ bookingMode: value as BookingMode })}
        error={errors.bookingMode}
        columns="sm:grid-cols-2"
      />
      <Field label={t('terms.zone')} error={errors.timeZone} description={timeZoneHint} className="sm:max-w-sm">
        {(props) => (
          <select
            {...props}
            value={timeZone}
            onChange={(event) => onChange({ timeZone: event.target.value })}
            className="h-10 w-full rounded-md border border-input bg-card px-3 text-sm shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
          >
            {timeZone === '' ? (
              <option value="" disabled>
                {t('terms.zonePick')}
              </option>
            ) : null}
            {first.length > 0 ? (
              <optgroup label={t('terms.inCountry', { country: countryZones!.countryName })}>
                {first.map((zone) => (
                  // A zone's IANA name (Europe/Lisbon) is data, not a text of the app.
                  <option key={zone} value={zone} data-i18n-exempt>
                    {zoneLabel(zone)}
                  </option>
                ))}
              </optgroup>
            ) : null}
            <optgroup label={first.length > 0 ? t('terms.elsewhere') : t('terms.allZones')}>
              {timeZones(timeZone, first).map((zone) => (
                <option key={zone} value={zone} data-i18n-exempt>
                  {zoneLabel(zone)}
                </option>
              ))}
            </optgroup>
          </select>
        )}
      </Field>
      <p className="-mt-3 text-xs text-muted-foreground">{t('terms.times', { checkIn: dates.wallTime(CHECK_IN_TIME), checkOut: dates.wallTime(CHECK_OUT_TIME) })}</p>
    </div>
  );
}

function RadioCards(props: {
  name: string;
  label: string;
  options: { value: string; title: string; hint: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  columns: string;
}) {
  const labelId = `${props.name}-label`;
  return (
    <div role="radiogroup" aria-labelledby={labelId} aria-invalid={props.error ? true : undefined} className="grid gap-1.5">
      <span id={labelId} className="text-sm font-medium">
        {props.label}
      </span>
      <div className={cn('grid gap-3', props.columns)}>
        {props.options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              props.value === option.value ? 'border-primary bg-secondary' : 'border-input hover:bg-accent',
            )}
          >
            <input
              type="radio"
              name={props.name}
              value={option.value}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
              className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
            />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{option.title}</span>
              <span className="text-xs text-muted-foreground">{option.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
