import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from '@shared/schemas/zod.ts';

/**
 * The one form pattern of the shop (ADR 0110): react-hook-form checked with the zod schema the
 * server validates with, so the French messages are the server's. Validated on submit, then on
 * every change; the first field in error takes the focus.
 *
 * Fields are registered uncontrolled and without default values unless the caller gives some:
 * react-hook-form then reads what the page's input already holds, so text typed before the
 * JavaScript ran, or before a query answered, is kept.
 */
export function useZodForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}

/**
 * Puts the server's per-field French messages on the form (a 400's `fields`), focusing the first
 * in `order` as a failed submit does.
 */
export function showServerErrors<Input extends FieldValues>(
  form: Pick<UseFormReturn<Input, unknown, unknown>, 'setError'>,
  errors: Partial<Record<Path<Input>, string>>,
  order: readonly Path<Input>[],
): void {
  let focused = false;
  for (const field of order) {
    const message = errors[field];
    if (!message) continue;
    form.setError(field, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
}
