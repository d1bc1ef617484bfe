import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { MONTHS_SHORT, RESERVATION_MESSAGES as M } from '@portaria/shared/reservations/reservations.messages';

export type YearMonth = { year: number; month: number };

/** 'Selecione ano e mês:' — the current year and the 9 before; JAN..DEZ. */
export const YearMonthStep = ({ value, onChange }: { value: YearMonth; onChange: (value: YearMonth) => void }) => {
  const current = new Date().getFullYear();
  const years = Array.from({ length: 10 }, (_, i) => current - i);
  return (
    <Stack spacing={3}>
      <Typography variant="h6" component="h2">
        {M.selectYearMonth}
      </Typography>
      <FormControl sx={{ maxWidth: 200 }}>
        <InputLabel id="ano-label">{M.year}</InputLabel>
        <Select labelId="ano-label" label={M.year} value={value.year} onChange={(e) => onChange({ ...value, year: Number(e.target.value) })}>
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
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 1, '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1 } }}
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
