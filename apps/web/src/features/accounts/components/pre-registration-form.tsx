import type { ChangeEvent, ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
// zod's pt-BR defaults before this form's first check (not in main.tsx: decision 003).
import '@portaria/shared/zod-locale';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { formatCpf } from '@portaria/shared/br/cpf';
import { formatPhone } from '@portaria/shared/br/phone';
import { LIMITS } from '@portaria/shared/constants';
import { MESSAGES } from '@portaria/shared/messages';
import type { PreRegistrationFormInput, PreRegistrationFormValues } from '../utils/pre-registration-form';
import { EMPTY_FORM, preRegistrationFormSchema } from '../utils/pre-registration-form';
import { PRE_REGISTRATION_TEXT as T } from '../utils/pre-registration-text';
import type { ReferenceCheck } from '../api/use-reference-check';
import { useReferenceCheck } from '../api/use-reference-check';

type FieldName = keyof PreRegistrationFormInput;

type PreRegistrationFormProps = {
  isBusy: boolean;
  onBack: () => void;
  onSubmit: (values: PreRegistrationFormValues) => void;
};

const referenceFormat = (value: string) => value.replace(/\D/g, '').slice(0, 9);

/** What the reference field says under it once looked up: the condominium's name, or why not. */
const referenceNote = (check: ReferenceCheck): { text: ReactNode; isError: boolean } | null => {
  if (check.state === 'checking') return { text: T.referenceChecking, isError: false };
  if (check.state === 'found')
    return {
      text: (
        <Box component="strong" sx={{ color: 'success.dark' }}>
          {check.name}
        </Box>
      ),
      isError: false,
    };
  if (check.state === 'notFound') return { text: M.referenceNotFound, isError: true };
  if (check.state === 'failed') return { text: M.referenceCheckError, isError: false };
  return null;
};
const roleLabel = (value: unknown) =>
  value === 'PORTEIRO' ? M.rolePorteiro : value === 'ZELADOR' ? M.roleZelador : MESSAGES.select;
const CPF_INPUT = { inputMode: 'numeric', maxLength: LIMITS.cpfFieldMax, placeholder: '000.000.000-00' };
const EMAIL_INPUT = { inputMode: 'email', maxLength: LIMITS.emailShared, autoComplete: 'email' };
const PHONE_INPUT = {
  inputMode: 'tel',
  maxLength: LIMITS.phoneFieldMax,
  autoComplete: 'tel-national',
  placeholder: '(00) 00000-0000',
};

/** Spec 01 §2: Referência, Número CPF, Nome Completo, Cargo, E-mail (opcional), Celular — masked and checked on blur. */
export const PreRegistrationForm = ({ isBusy, onBack, onSubmit }: PreRegistrationFormProps) => {
  const form = useForm<PreRegistrationFormInput, unknown, PreRegistrationFormValues>({
    resolver: zodResolver(preRegistrationFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_FORM,
  });
  const reference = useReferenceCheck();
  const note = referenceNote(reference.check);

  const field = (
    name: FieldName,
    label: string,
    format: (value: string) => string,
    inputProps: Record<string, unknown>,
    helper?: ReactNode,
    extra: { onBlur?: (value: string) => void; onChange?: () => void; error?: string | null } = {},
  ) => (
    <Controller
      name={name}
      control={form.control}
      render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
        <TextField
          inputRef={ref}
          label={label}
          value={String(value ?? '')}
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            extra.onChange?.();
            onChange(format(event.target.value));
          }}
          onBlur={() => {
            onBlur();
            extra.onBlur?.(String(value ?? ''));
          }}
          error={Boolean(fieldState.error ?? extra.error)}
          helperText={fieldState.error?.message ?? extra.error ?? helper ?? ' '}
          fullWidth
          slotProps={{ htmlInput: inputProps }}
        />
      )}
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={M.preRegisterTitle}>
      <Stack spacing={1}>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {T.intro}
        </Typography>
        {/* A two-line message under a field must not run into the next field's label (issue 17). */}
        <Box
          sx={{
            display: 'grid',
            columnGap: 2,
            rowGap: 1.5,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          {field(
            'condominio',
            M.referenceLabel,
            referenceFormat,
            { inputMode: 'numeric', maxLength: 9 },
            note && !note.isError ? note.text : T.referenceHelper,
            {
              onChange: reference.reset,
              onBlur: (value) => {
                if (/^\d+$/.test(value) && Number(value) > 0) void reference.run(Number(value));
              },
              error: note?.isError ? String(note.text) : null,
            },
          )}
          {field('cpf', M.cpfLabel, formatCpf, CPF_INPUT)}
          {field('nome', M.nameLabel, (v) => v, { maxLength: 120, autoComplete: 'name' })}
          <Controller
            name="cargo"
            control={form.control}
            render={({ field: { ref, value, onChange, onBlur }, fieldState }) => (
              <TextField
                select
                inputRef={ref}
                label={M.roleLabel}
                value={String(value ?? '')}
                onChange={onChange}
                onBlur={onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? ' '}
                fullWidth
                slotProps={{ select: { displayEmpty: true, renderValue: roleLabel }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="PORTEIRO">{M.rolePorteiro}</MenuItem>
                <MenuItem value="ZELADOR">{M.roleZelador}</MenuItem>
              </TextField>
            )}
          />
          {field('email', M.emailLabel, (v) => v.trimStart(), EMAIL_INPUT)}
          {field('telefone', M.phoneLabel, formatPhone, PHONE_INPUT)}
        </Box>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', pt: 1 }}>
          <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
            {MESSAGES.back}
          </Button>
          <Button type="submit" variant="contained" size="large" disabled={isBusy} sx={{ minHeight: 44 }}>
            {M.next}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
};
