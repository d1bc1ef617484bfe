import { useForm } from 'react-hook-form';
import type { FieldValues, UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
// zod's pt-BR defaults, set before the first form checks a value. Here and not in main.tsx: zod loads with the
// first form (a lazy screen), never with the login (decision 003).
import '@portaria/shared/zod-locale';
import { useFlowDirty } from '../flow/flow-guard';

type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A react-hook-form form judged by the shared zod schema the route validates: the same rules and the same pt-BR
 * messages on both sides. Values are the schema's input while typing and its output on submit. Its unsaved input
 * keeps the surrounding flow dialog from closing without asking.
 */
export const useZodForm = <Schema extends ZodFormSchema>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) => {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema) });
  // A half-filled form inside a flow dialog asks before the dialog closes (issue 17).
  useFlowDirty(form.formState.isDirty && !form.formState.isSubmitSuccessful);
  return form;
};
