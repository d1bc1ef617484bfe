import { useForm } from 'react-hook-form';
import type { FieldValues, UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

type ZodFormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A react-hook-form form judged by the shared zod schema the route validates: the same rules and the same pt-BR
 * messages on both sides. Values are the schema's input while typing and its output on submit.
 */
export const useZodForm = <Schema extends ZodFormSchema>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>, unknown, z.output<Schema>>, 'resolver'> = {},
) => useForm<z.input<Schema>, unknown, z.output<Schema>>({ ...options, resolver: zodResolver(schema) });
