import { ChevronDown } from 'lucide-react';
import type { FieldControlProps } from '../../../components/ui/field';
import { controlClasses } from '../../../components/ui/input';
import { cn } from '../../../lib/utils';

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
        className={cn(controlClasses, 'h-10 cursor-pointer appearance-none pr-10 pl-3', value === '' && 'text-muted-foreground')}
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
