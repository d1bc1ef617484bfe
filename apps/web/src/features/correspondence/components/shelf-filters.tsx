import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import InputAdornment from '@mui/material/InputAdornment';
import Search from '@mui/icons-material/Search';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { CATEGORIAS, CATEGORIA_LABELS, type Categoria } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M, fill } from '@portaria/shared/correspondence/correspondence.messages';

/** What the filters hold: '' or 0 is "any". */
export type ShelfFilterValues = { idBloco: number | ''; categoria: Categoria | ''; dias: number; busca: string };
export const EMPTY_SHELF_FILTER: ShelfFilterValues = { idBloco: '', categoria: '', dias: 0, busca: '' };

/** The ages offered: a day, three, the condominium's threshold, two weeks and a month. */
export const ageOptions = (alertDays: number) => [...new Set([1, 3, alertDays, 15, 30])].sort((a, b) => a - b);

/** '' shows its 'Todos os blocos' / 'Todas as categorias' item, not an empty box under the label. */
const SHOW_EMPTY = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const ageLabel = (n: number) => (n === 1 ? M.shelfMinDay : fill(M.shelfMinDays, { n }));

type ShelfFiltersProps = {
  blocks: readonly Block[];
  alertDays: number;
  value: ShelfFilterValues;
  onChange: (value: ShelfFilterValues) => void;
};

/** Block (only with more than one), category, age and a search over recipient, description, tracking and position. */
export const ShelfFilters = ({ blocks, alertDays, value, onChange }: ShelfFiltersProps) => {
  const set = (patch: Partial<ShelfFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      {blocks.length > 1 && (
        <TextField
          select
          size="small"
          label={M.block}
          value={value.idBloco}
          onChange={(e) => set({ idBloco: e.target.value === '' ? '' : Number(e.target.value) })}
          sx={{ width: 170 }}
          slotProps={SHOW_EMPTY}
        >
          <MenuItem value="">{M.shelfAllBlocks}</MenuItem>
          {blocks.map((b) => (
            <MenuItem key={b.idBloco} value={b.idBloco}>
              {b.nome}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label={M.shelfCategory}
        value={value.categoria}
        onChange={(e) => set({ categoria: e.target.value as Categoria | '' })}
        sx={{ width: 200 }}
        slotProps={SHOW_EMPTY}
      >
        <MenuItem value="">{M.shelfAllCategories}</MenuItem>
        {CATEGORIAS.map((c) => (
          <MenuItem key={c} value={c}>
            {CATEGORIA_LABELS[c]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={M.shelfAge}
        value={value.dias}
        onChange={(e) => set({ dias: Number(e.target.value) })}
        sx={{ width: 290 }}
      >
        <MenuItem value={0}>{M.shelfAnyAge}</MenuItem>
        {ageOptions(alertDays).map((n) => (
          <MenuItem key={n} value={n}>
            {ageLabel(n)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={M.shelfSearch}
        value={value.busca}
        onChange={(e) => set({ busca: e.target.value })}
        autoComplete="off"
        sx={{ flex: '1 1 260px' }}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden="true" />
              </InputAdornment>
            ),
          },
        }}
      />
    </Stack>
  );
};
