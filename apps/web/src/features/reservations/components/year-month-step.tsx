import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { todayIn } from '@portaria/shared/common/day';
import { offeredYears } from '@portaria/shared/reservations/reservation-years';
import { MONTHS_SHORT, RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';
import { useReservationYears } from '../api/get-reservation-years';

export type YearMonth = { year: number; month: number };

/** This month on São Paulo's clock (month 0 = January), whatever the desk PC's time zone. */
export const currentYearMonth = (now = new Date()): YearMonth => {
  const today = todayIn(now);
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) - 1 };
};

type YearMonthStepProps = {
  value: YearMonth;
  onChange: (value: YearMonth) => void;
  /** The area and kind listed next: later years holding its bookings join the list. */
  filter?: { idArea: number; tipo: 'RESERVA' | 'BLOQUEIO' } | null;
};

/** 'Selecione ano e mês:' — the current year and the 9 before, and every later year holding bookings; JAN..DEZ. */
export const YearMonthStep = ({ value, onChange, filter }: YearMonthStepProps) => {
  const later = useReservationYears(filter ?? null);
  const years = offeredYears(currentYearMonth().year, later.data?.anos);
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {M.selectYearMonth}
      </Typography>
      <FormControl sx={{ maxWidth: 200 }}>
        <InputLabel id="ano-label">{M.year}</InputLabel>
        <Select
          labelId="ano-label"
          label={M.year}
          value={value.year}
          onChange={(e) => onChange({ ...value, year: Number(e.target.value) })}
        >
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ToggleButtonGroup
        exclusive
        color="primary"
        aria-label={M.month}
        value={value.month}
        onChange={(_e, month: number | null) => month !== null && onChange({ ...value, month })}
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(6, 1fr)',
          gap: 1,
          '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1 },
        }}
      >
        {MONTHS_SHORT.map((label, index) => (
          <ToggleButton key={label} value={index} sx={{ minHeight: 44, fontWeight: 700 }}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
};
