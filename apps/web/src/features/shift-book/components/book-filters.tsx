import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import { CATEGORIES, type Category } from '@portaria/shared/shift-book/shift-book.rules';
import dayjs from 'dayjs';
import { DateField } from '../../../components/ui/calendar/date-field';
import { FILTER_UNIT_COPY, UnitField } from './unit-field';

export type BookFilterState = {
  mode: 'today' | 'period';
  dataDe: string;
  dataAte: string;
  categoria: Category | '';
  situacao: 'ABERTO' | 'RESOLVIDO' | '';
  /** Absent in a state kept before the unit filter existed: read it as null. */
  idUnidade?: number | null;
  busca: string;
};

type BookFiltersProps = {
  value: BookFilterState;
  onChange: (next: BookFilterState) => void;
  today: string;
  /** The condominium's blocks for the unit filter; while they load, the filter is not shown. */
  blocks?: Block[];
};

/** Today or a period, the category, open or resolved, the unit, and the search: every field by its label. */
export const BookFilters = ({ value, onChange, today, blocks }: BookFiltersProps) => {
  const set = (patch: Partial<BookFilterState>) => onChange({ ...value, ...patch });
  return (
    <Stack spacing={1.5}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={value.mode}
        onChange={(_event, mode: BookFilterState['mode'] | null) => mode && set({ mode })}
        aria-label={M.period}
      >
        <ToggleButton value="today" sx={{ px: 2 }}>
          {M.today}
        </ToggleButton>
        <ToggleButton value="period" sx={{ px: 2 }}>
          {M.period}
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        {value.mode === 'period' && (
          <>
            <PeriodDay label={M.from} value={value.dataDe} today={today} onChange={(dataDe) => set({ dataDe })} />
            <PeriodDay label={M.until} value={value.dataAte} today={today} onChange={(dataAte) => set({ dataAte })} />
          </>
        )}
        <TextField
          select
          label={M.category}
          value={value.categoria}
          onChange={(e) => set({ categoria: e.target.value as Category | '' })}
          fullWidth={false}
          sx={{ width: 210 }}
        >
          <MenuItem value="">{M.allCategories}</MenuItem>
          {CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {M.categories[c]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={M.situation}
          value={value.situacao}
          onChange={(e) => set({ situacao: e.target.value as BookFilterState['situacao'] })}
          fullWidth={false}
          sx={{ width: 170 }}
        >
          <MenuItem value="">{M.allSituations}</MenuItem>
          <MenuItem value="ABERTO">{M.open}</MenuItem>
          <MenuItem value="RESOLVIDO">{M.resolved}</MenuItem>
        </TextField>
        {blocks && (
          <Box sx={{ flex: '1 1 300px', maxWidth: 420 }}>
            <UnitField
              blocks={blocks}
              value={value.idUnidade ?? null}
              onChange={(idUnidade) => set({ idUnidade })}
              copy={FILTER_UNIT_COPY}
            />
          </Box>
        )}
        <TextField
          type="search"
          label={M.search}
          placeholder={M.searchHint}
          value={value.busca}
          onChange={(e) => set({ busca: e.target.value })}
          fullWidth={false}
          sx={{ flex: '1 1 260px' }}
        />
      </Box>
    </Stack>
  );
};

type PeriodDayProps = { label: string; value: string; today: string; onChange: (day: string) => void };

/** One end of the period on the shared pt-BR date field (DD/MM/AAAA); a half-typed date changes nothing yet. */
const PeriodDay = ({ label, value, today, onChange }: PeriodDayProps) => {
  const max = dayjs(today).toDate();
  return (
    <Box sx={{ width: 190 }}>
      <DateField
        label={label}
        value={value ? dayjs(value) : null}
        today={max}
        minDate={new Date(2000, 0, 1)}
        maxDate={max}
        validate={(date) => (Number.isNaN(date.getTime()) ? M.dateInvalid : null)}
        onChange={(next, error) => {
          if (next && !error) onChange(next.format('YYYY-MM-DD'));
        }}
      />
    </Box>
  );
};
