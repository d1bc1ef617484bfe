import { useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CATEGORIAS,
  CORRESPONDENCE_LIMITS as L,
  TAMANHOS,
  TAMANHO_LABELS,
} from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { CountedField } from '../../../components/form/counted-field';
import { FormActions } from '../../../components/form/form-actions';
import { useZodForm } from '../../../components/form/use-zod-form';
import { DraftNotice } from '../../../components/form/draft-notice';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { ScanWithCameraButton } from '../../../components/camera/scan-with-camera-button';
import { useBarcodeScanner } from '../hooks/use-barcode-scanner';
import { lastParcelKind, rememberParcelKind } from '../utils/last-parcel-kind';
import { EMPTY_PARCEL_FORM, parcelFormSchema } from '../utils/parcel-form-schema';
import type { ParcelFormOutput } from '../utils/parcel-form-schema';
import { OptionToggle } from '../../../components/form/option-toggle';
import { PhotoField } from './photo-field';
import { RecipientField } from './recipient-field';

/** Categories are shown with the spec's upper-case names, as in the item labels. */
const CATEGORIA_TEXT = Object.fromEntries(CATEGORIAS.map((c) => [c, c])) as Record<(typeof CATEGORIAS)[number], string>;

export type ParcelFormProps = {
  onSubmit: (values: ParcelFormOutput, photo: File | null) => void;
  isSubmitting?: boolean;
  onBack?: () => void;
  /** The unit's residents, suggested in 'Destinatário'. */
  residentNames?: readonly string[];
  /** Injectable clock for the scanner's key timing (tests). */
  now?: () => number;
  /** Where the half-filled form is kept across a refresh (the photo never is). */
  draftScreen?: string | null;
  /** 'Destinatário' filled in: the resident the desk's search opened the unit with (issue 32). */
  initialRecipient?: string;
};

/** 'Insira os dados de cadastro:' — every field, limit and message of spec 02 §5. */
export const ParcelForm = ({
  onSubmit,
  isSubmitting = false,
  onBack,
  residentNames = [],
  now,
  draftScreen = null,
  initialRecipient = '',
}: ParcelFormProps) => {
  const [photo, setPhoto] = useState<File | null>(null);
  const observacaoRef = useRef<HTMLTextAreaElement>(null);
  // The shift's last category and size come chosen (issue 32): one parcel after another is mostly the same kind.
  const [defaultValues] = useState(() => ({
    ...EMPTY_PARCEL_FORM,
    ...lastParcelKind(),
    destinatario: initialRecipient.slice(0, L.destinatario),
  }));
  const form = useZodForm(parcelFormSchema, { defaultValues, mode: 'onChange' });
  const { control, handleSubmit, setValue, getValues } = form;
  const draft = useFormDraft(form, draftScreen);
  const [destinatario, categoria, tamanho, descricao] = useWatch({
    control,
    name: ['destinatario', 'categoria', 'tamanho', 'descricao'],
  });
  const isDescricaoTooLong = (descricao?.length ?? 0) > L.descricao;
  const canSubmit = Boolean(destinatario?.trim() && categoria && tamanho) && !isDescricaoTooLong && !isSubmitting;

  /** A code read by the scanner or the camera, as the tracking field keeps it (upper case, within its limit). */
  const fillTracking = (code: string) =>
    setValue('codigoRastreio', code.toUpperCase().slice(0, L.codigoRastreio), { shouldValidate: true });

  /** A scan that landed in another field: take it back out of that field and put it in the tracking code. */
  const moveScanToTracking = (code: string, targetName: string) => {
    if (['destinatario', 'descricao', 'observacao'].includes(targetName)) {
      const field = targetName as 'destinatario' | 'descricao' | 'observacao';
      const current = getValues(field) ?? '';
      if (current.endsWith(code)) setValue(field, current.slice(0, -code.length), { shouldValidate: true });
    }
    fillTracking(code);
  };

  const scanner = useBarcodeScanner({
    fieldName: 'codigoRastreio',
    scanFields: ['prateleira'],
    now,
    onScan: (code, targetName) => {
      // Keys typed in the tracking field are already there, and the burst may be only their fast tail (first keys
      // slow, the rest fast): overwriting the field with it would lose the start of the code. A shelf label read
      // into 'Local na prateleira' stays there too.
      if (targetName !== 'codigoRastreio' && targetName !== 'prateleira') moveScanToTracking(code, targetName);
      observacaoRef.current?.focus();
    },
  });

  const submit = handleSubmit((values) => {
    rememberParcelKind(values);
    onSubmit(values, photo);
  });

  return (
    <form noValidate aria-label={M.formTitle} onSubmit={submit} onKeyDown={scanner.onKeyDown} onBlur={scanner.onBlur}>
      <Stack spacing={2.5}>
        <Typography variant="h6" component="h3">
          {M.formTitle}
        </Typography>
        <DraftNotice draft={draft} />
        <RecipientField control={control} residentNames={residentNames} />
        <Controller
          name="categoria"
          control={control}
          render={({ field, fieldState }) => (
            <OptionToggle
              label={M.categoria}
              options={CATEGORIAS}
              labels={CATEGORIA_TEXT}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          name="tamanho"
          control={control}
          render={({ field, fieldState }) => (
            <OptionToggle
              label={M.tamanho}
              options={TAMANHOS}
              labels={TAMANHO_LABELS}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <CountedField
          control={control}
          name="descricao"
          max={L.descricao}
          label={M.descricao}
          autoComplete="off"
          // No hard cut: a pasted text stays visible so the user can shorten it (spec 02 §5 message).
          isMaxEnforced={false}
          errorMessage={isDescricaoTooLong ? M.descricaoTooLong : undefined}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <CountedField
            control={control}
            name="codigoRastreio"
            transform={(value) => value.toUpperCase()}
            max={L.codigoRastreio}
            label={M.codigoRastreio}
            autoComplete="off"
            fullWidth
            slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
          />
          <ScanWithCameraButton onRead={fillTracking} isDisabled={isSubmitting} />
        </Stack>
        <CountedField
          control={control}
          name="prateleira"
          transform={(value) => value.toUpperCase()}
          max={L.prateleira}
          label={M.prateleira}
          placeholder={M.prateleiraHint}
          autoComplete="off"
          slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }}
        />
        <Controller
          name="valiosa"
          control={control}
          render={({ field: { value, onChange, ref } }) => (
            <div>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={value === true}
                    onChange={(event) => onChange(event.target.checked)}
                    slotProps={{ input: { ref, 'aria-describedby': 'valiosa-dica' } }}
                  />
                }
                label={M.valiosa}
              />
              <FormHelperText id="valiosa-dica" sx={{ mt: 0 }}>
                {M.valiosaHint}
              </FormHelperText>
            </div>
          )}
        />
        <CountedField
          control={control}
          name="observacao"
          inputRef={observacaoRef}
          max={L.observacao}
          label={M.observacao}
          multiline
          minRows={2}
          maxRows={5}
        />
        <PhotoField value={photo} onChange={setPhoto} isDisabled={isSubmitting} />
        <FormActions
          submitLabel={M.submitRegister}
          isSubmitDisabled={!canSubmit}
          isSubmitting={isSubmitting}
          onBack={onBack}
          isSpaced
        />
      </Stack>
    </form>
  );
};
