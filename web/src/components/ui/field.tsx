import { useId, type ReactNode } from 'react';
import { joinClasses } from '../../lib/join-classes';
import { Label } from './label';

/** Props a Field hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  label: ReactNode;
  /** Shown under the control and read with it; replaced by nothing when an error shows. */
  description?: ReactNode;
  /** The validation message; marks the control invalid and is announced. */
  error?: string | null;
  className?: string;
  /** Render the control with the given props: `{(props) => <Input {...props} />}`. */
  children: (props: FieldControlProps) => ReactNode;
}

/**
 * Label + control + hint + error, wired for screen readers:
 * `<Field label="Work email" error={error}>{(props) => <Input type="email" {...props} />}</Field>`.
 */
export function Field({ label, description, error, className, children }: FieldProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? joinClasses('grid gap-1.5', className) : 'grid gap-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
