import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import type { FieldControlProps } from '../../../components/ui/field';
import { controlClasses } from '../../../components/ui/input';

interface OptionSelectProps<V extends string> {
  options: readonly V[];
  labels?: Partial<Record<V, string>>;
  value: V | '';
  onChange: (value: V) => void;
  placeholder: string;
  /** From <Field>: id, aria-invalid, aria-describedby. */
  control: FieldControlProps;
  name: string;
}

/**
 * The input look without its text colour, which follows the value here (the placeholder option is
 * muted). Written out so nothing conflicts and no tailwind-merge runs on the landing page.
 */
const selectClasses = `${controlClasses.replace(/(^| )text-foreground(?= |$)/, '')} h-10 cursor-pointer appearance-none pr-10 pl-3`;

/**
 * A select over a fixed option list (roles, company sizes) wired to a <Field>. A native <select>
 * on purpose: the phone's own picker on small screens, full keyboard and screen-reader support,
 * and none of the popover code a custom select would add to the landing page's first load.
 */
export function OptionSelect<V extends string>({ options, labels, value, onChange, placeholder, control, name }: OptionSelectProps<V>) {
  return (
    <div className="relative">
      <select
        {...control}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
        className={clsx(selectClasses, value === '' ? 'text-muted-foreground' : 'text-foreground')}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option} className="text-foreground">
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-70" />
    </div>
  );
}
