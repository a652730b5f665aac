import { get, useFormState, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldText } from '../../lib/field-text';
import { Field, type FieldProps } from '../ui/field';

/**
 * The error of one field of the surrounding form (react-hook-form's FormProvider), in the
 * reader's language: the message is a shared schema's (or the server's) English text, shown
 * through the `errors` catalog (fieldText, ADR 0167). Re-renders only when this field's error does.
 * The component that calls useForm (outside its own FormProvider) passes the form's `control`.
 */
export function useFieldError<Values extends FieldValues, Parsed>(name: string, control?: Control<Values, unknown, Parsed>): string | undefined {
  const { errors } = useFormState<Values, Parsed>({ name: name as Path<Values>, control });
  const error = get(errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' && error.message !== '' ? fieldText(error.message) : undefined;
}

/**
 * A labelled control of a form with its error, the one way the forms show a field's message:
 * `<FormField name="title" label={t('basics.name')}>{(props) => <Input {...props} {...register('title')} />}</FormField>`.
 */
export function FormField({ name, ...field }: Omit<FieldProps, 'error'> & { name: string }) {
  return <Field {...field} error={useFieldError(name)} />;
}

/** The message of a field drawn as a group (check boxes, a picker), under it. */
export function FormMessage({ name }: { name: string }) {
  const error = useFieldError(name);
  return error ? (
    <p role="alert" className="text-sm font-medium text-destructive">
      {error}
    </p>
  ) : null;
}
