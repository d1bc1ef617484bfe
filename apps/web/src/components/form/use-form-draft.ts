import { useWatch } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { Draft } from './use-draft';
import { useDraft } from './use-draft';

/**
 * `useDraft` for a react-hook-form form: its values are the draft; a restored draft makes the form dirty (the flow
 * dialog then asks before closing), and 'Descartar rascunho' puts the form back to its default values.
 */
export const useFormDraft = <Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  screen: string | null,
  { shouldRestore = true }: { shouldRestore?: boolean } = {},
): Draft => {
  const values = useWatch({ control: form.control }) as Values;
  return useDraft<Values>({
    screen,
    value: values,
    isEmpty: !form.formState.isDirty,
    onRestore: (saved) =>
      form.reset({ ...form.formState.defaultValues, ...saved } as Values, { keepDefaultValues: true }),
    onDiscard: () => form.reset(),
    shouldRestore,
  });
};
