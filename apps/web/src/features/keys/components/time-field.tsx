import type { Dayjs } from 'dayjs';
import 'dayjs/locale/pt-br';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { ptBR } from '@mui/x-date-pickers/locales';

const LOCALE_TEXT = ptBR.components.MuiLocalizationProvider.defaultProps.localeText;

type Props = { label: string; value: Dayjs | null; onChange: (value: Dayjs | null) => void; error?: string };

/** HH:mm on the 24-hour clock in pt-BR, whatever the browser's own locale (a native time box may show AM/PM). */
export const TimeField = ({ label, value, onChange, error }: Props) => (
  <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="pt-br" localeText={LOCALE_TEXT}>
    <TimePicker
      label={label}
      value={value}
      onChange={onChange}
      ampm={false}
      format="HH:mm"
      slotProps={{ textField: { required: true, error: !!error, helperText: error, fullWidth: true } }}
    />
  </LocalizationProvider>
);
