import { Button } from './button';

interface ChoiceChipsProps<T extends string> {
  /** The group's accessible name (also shown as the fieldset's legend by the caller). */
  label: string;
  /** The choices in order; `null` is "any" (no choice). */
  choices: ReadonlyArray<T | null>;
  value: T | null;
  onChange: (next: T | null) => void;
  /** The text of each choice. */
  text: (choice: T | null) => string;
}

/** One choice of a few, as a row of toggle buttons (a radio group): the search filters' type and "Pay with". */
export function ChoiceChips<T extends string>({ label, choices, value, onChange, text }: ChoiceChipsProps<T>) {
  return (
    <div className="flex flex-wrap gap-2" role="radiogroup" aria-label={label}>
      {choices.map((choice) => (
        <Button
          key={choice ?? 'any'}
          type="button"
          role="radio"
          aria-checked={value === choice}
          variant={value === choice ? 'default' : 'outline'}
          size="sm"
          onClick={() => onChange(choice)}
        >
          {text(choice)}
        </Button>
      ))}
    </div>
  );
}
