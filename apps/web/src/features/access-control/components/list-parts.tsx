import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCESS_LABELS as L, ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { useSelectTypeAhead } from '../../../components/form/type-ahead';

/** 'Filtre aqui' (spec 02 §2.4): the side panel of the resident, visitor and entries lists, with 'Limpar filtros'. */
export const FilterPanel = ({
  hasFilters,
  onClear,
  children,
}: {
  hasFilters: boolean;
  onClear: () => void;
  children: ReactNode;
}) => {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 2 }}
    >
      <Typography id={titleId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {M.filterTitle}
      </Typography>
      {children}
      <Button variant="text" disabled={!hasFilters} onClick={onClear}>
        {L.clearFilters}
      </Button>
    </Box>
  );
};

const asIds = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

type BlocksUnitsFilterProps = {
  condominium: Condominium;
  idsBlocos: number[];
  idsUnidades: number[];
  onChange: (change: { idsBlocos: number[]; idsUnidades: number[] }) => void;
};

/** Blocks (hidden with one block) and the units of the chosen blocks, several of each. */
export const BlocksUnitsFilter = ({ condominium, idsBlocos, idsUnidades, onChange }: BlocksUnitsFilterProps) => {
  const isSingleBlock = condominium.blocos.length === 1;
  const blocks = idsBlocos.length
    ? condominium.blocos.filter((b) => idsBlocos.includes(b.idBloco))
    : condominium.blocos;
  const units = blocks.flatMap((b) =>
    b.unidades.map((u) => ({ ...u, label: isSingleBlock ? u.nome : `${b.nome} | ${u.nome}` })),
  );
  // Several of each: typing moves the open menu's focus ('B', '60'); Space or Enter ticks the option.
  const blockTypeAhead = useSelectTypeAhead({ options: [] });
  const unitTypeAhead = useSelectTypeAhead({ options: [] });
  return (
    <>
      {!isSingleBlock && (
        <TextField
          select
          label={L.blocks}
          size="small"
          value={idsBlocos}
          slotProps={{ select: { multiple: true, ...blockTypeAhead } }}
          onChange={(e) => onChange({ idsBlocos: asIds(e.target.value), idsUnidades: [] })}
        >
          {condominium.blocos.map((b) => (
            <MenuItem key={b.idBloco} value={b.idBloco}>
              {b.nome}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        label={L.units}
        size="small"
        value={idsUnidades}
        slotProps={{
          select: {
            multiple: true,
            ...unitTypeAhead,
            MenuProps: { slotProps: { ...unitTypeAhead.MenuProps.slotProps, paper: { sx: { maxHeight: 320 } } } },
          },
        }}
        onChange={(e) => onChange({ idsBlocos, idsUnidades: asIds(e.target.value) })}
      >
        {units.map((u) => (
          <MenuItem key={u.idUnidade} value={u.idUnidade}>
            {u.label}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
};

type OptionSelectProps<T extends string | number> = {
  label: string;
  value: T | null;
  options: readonly { value: T; label: string }[];
  onChange: (value: T | null) => void;
  /** The empty choice ('Todos'); without it a value must be chosen. */
  allLabel?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  size?: 'small' | 'medium';
};

/** One choice among options (a block, a unit, a type), optionally with 'Todos' for none; typing picks ('B', '60'). */
export const OptionSelect = <T extends string | number>({
  label,
  value,
  options,
  onChange,
  allLabel,
  isDisabled,
  isRequired,
  size,
}: OptionSelectProps<T>) => {
  const typeAhead = useSelectTypeAhead({ options, value, onPick: onChange });
  return (
    <TextField
      select
      fullWidth
      size={size}
      label={label}
      required={isRequired}
      disabled={isDisabled}
      value={value ?? ''}
      slotProps={{ select: typeAhead }}
      onChange={(e) => {
        const raw = e.target.value as unknown;
        onChange(raw === '' ? null : (options.find((o) => String(o.value) === String(raw))?.value ?? null));
      }}
    >
      {allLabel && <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** An empty list: with filters, the link that clears them (spec 02 §2.4); without, the list's own empty text. */
export const EmptyList = ({
  hasFilters,
  onClear,
  emptyText,
}: {
  hasFilters: boolean;
  onClear: () => void;
  emptyText: string;
}) => (
  <Box role="status" sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
    {hasFilters ? (
      <Link component="button" onClick={onClear}>
        {M.noResultForFilter}
      </Link>
    ) : (
      emptyText
    )}
  </Box>
);
