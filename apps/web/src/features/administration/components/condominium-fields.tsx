import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { REMINDERS } from '@portaria/shared/correspondence/reminders';
import { SHELF } from '@portaria/shared/correspondence/shelf';
import { MaskedFormField } from '../../../components/form/masked-form-field';

/** The fields every condominium form shares (create, edit, setup), bound by name under `prefix`. */
export type CondominiumFieldsProps<V extends FieldValues> = {
  control: Control<V, unknown, FieldValues>;
  prefix?: string;
};

const GRID_SX = {
  display: 'grid',
  columnGap: 2,
  rowGap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

export const CondominiumFields = <V extends FieldValues>({ control, prefix = '' }: CondominiumFieldsProps<V>) => {
  const name = (field: string) => `${prefix}${field}` as Path<V>;
  const text = (field: string, label: string, extra: { maxLength?: number; inputMode?: string } = {}) => (
    <Controller
      control={control}
      name={name(field)}
      render={({ field: { ref, value, ...rest }, fieldState }) => (
        <TextField
          {...rest}
          inputRef={ref}
          value={(value as string | null | undefined) ?? ''}
          label={label}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={{ htmlInput: { maxLength: extra.maxLength ?? 120, inputMode: extra.inputMode } }}
        />
      )}
    />
  );
  // A whole number of days with its bounds and what it does (the shelf's alert, the reminders' schedule).
  const days = (field: string, label: string, hint: string, min: number, max: number) => (
    <Controller
      control={control}
      name={name(field)}
      render={({ field: { ref, value, ...rest }, fieldState }) => (
        <TextField
          {...rest}
          inputRef={ref}
          value={(value as string | number | undefined) ?? ''}
          type="number"
          label={label}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          slotProps={{ htmlInput: { min, max, step: 1, inputMode: 'numeric' } }}
        />
      )}
    />
  );
  // An on/off setting of the condominium (biometrics; proof of release next to the parcel settings).
  const toggle = (field: string, label: string) => (
    <Controller
      control={control}
      name={name(field)}
      render={({ field: { value, onChange, ref } }) => (
        <FormControlLabel
          control={
            <Switch
              slotProps={{ input: { ref } }}
              checked={Boolean(value)}
              onChange={(e) => onChange(e.target.checked)}
            />
          }
          label={<Typography>{label}</Typography>}
        />
      )}
    />
  );
  return (
    <Box sx={GRID_SX}>
      {text('nome', M.labelName)}
      {text('nomeFantasia', M.labelFantasyName)}
      <MaskedFormField control={control} name={name('cnpj')} mask="cnpj" label={M.labelCnpj} fullWidth helperText=" " />
      {text('endereco', M.labelAddress, { maxLength: 200 })}
      <MaskedFormField
        control={control}
        name={name('suporteWhatsapp')}
        mask="phone"
        label={M.labelWhatsapp}
        fullWidth
        helperText={M.supportHint}
      />
      <MaskedFormField
        control={control}
        name={name('suporteTelefone')}
        mask="phone"
        label={M.labelSupportPhone}
        fullWidth
        helperText={M.supportHint}
      />
      {text('chatUrl', M.labelChatUrl, { maxLength: 300, inputMode: 'url' })}
      {text('painelBiometriaUrl', M.labelPanelUrl, { maxLength: 300, inputMode: 'url' })}
      {days('diasAlertaEncomenda', M.labelShelfAlertDays, M.shelfAlertDaysHint, SHELF.minAlertDays, SHELF.maxAlertDays)}
      {days(
        'diasPrimeiroLembrete',
        M.labelFirstReminderDays,
        M.firstReminderDaysHint,
        REMINDERS.minDays,
        REMINDERS.maxDays,
      )}
      {days(
        'diasEntreLembretes',
        M.labelReminderEveryDays,
        M.reminderEveryDaysHint,
        REMINDERS.minDays,
        REMINDERS.maxDays,
      )}
      {toggle('comprovanteRetirada', M.labelProofOfRelease)}
      {toggle('temBiometria', M.labelBiometrics)}
    </Box>
  );
};
