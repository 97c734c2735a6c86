import { useId, type ComponentProps, type ReactNode, type Ref } from 'react';
import { clsx } from 'clsx';
import { fieldClass } from './field-class';
import { FieldError } from './field-error';

/**
 * A labelled text input with its French error (announced, tied by aria-describedby) and an
 * optional hint. Without cn(): forms loaded on demand stay free of tailwind-merge.
 */
export function FormField({
  label,
  error,
  hint,
  className,
  inputRef,
  ...props
}: ComponentProps<'input'> & {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const inputId = props.id ?? id;
  const describedBy =
    [error ? `${inputId}-erreur` : '', hint ? `${inputId}-aide` : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold">
        {label}
      </label>
      <input
        ref={inputRef}
        {...props}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(fieldClass)}
      />
      {hint && (
        <p id={`${inputId}-aide`} className="mt-1 text-xs text-neutral-700">
          {hint}
        </p>
      )}
      <FieldError id={`${inputId}-erreur`} message={error} />
    </div>
  );
}
