import { Star } from 'lucide-react';
import { REVIEW_RATING_MAX } from '@worknest/shared/review-rules';
import { cn } from '../../../lib/utils';
import { useT } from '../../../lib/i18n';

interface RatingInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | null;
  name: string;
}

/** 1–5 stars as a radio group: arrow keys move, each star is labelled ("4 stars, Very good"). */
export function RatingInput({ value, onChange, error, name }: RatingInputProps) {
  const t = useT('reviews');
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{t('rating.label')}</legend>
      <div className="flex items-center gap-1">
        {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => {
          const rating = i + 1;
          const on = value !== null && rating <= value;
          return (
            <label key={rating} className="cursor-pointer rounded-sm p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className="sr-only"
                aria-invalid={error ? true : undefined}
              />
              <Star aria-hidden="true" className={cn('size-8 transition-colors', on ? 'fill-[#d97706] text-[#d97706]' : 'text-input')} />
              <span className="sr-only">
                {t('rating.option', { count: rating, word: t(`rating.word${rating}`) })}
              </span>
            </label>
          );
        })}
        <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
          {value ? t(`rating.word${value}`) : ''}
        </span>
      </div>
      {error ? (
        <p id={`${name}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
