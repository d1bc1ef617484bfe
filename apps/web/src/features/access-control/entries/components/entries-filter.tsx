import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { ENTRY_COPY as E, VISITOR_COPY as V } from '../../visitors/visitors-copy';
import { NO_ENTRY_FILTERS, type EntryFilters } from '../api/entry-queries';

type EntriesFilterProps = { condominium: Condominium; filters: EntryFilters; onChange: (filters: EntryFilters) => void };

const asIds = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

/** 'Filtre aqui' of the entries and exits: blocks, units, entry and exit registered or not, access type. */
export const EntriesFilter = ({ condominium, filters, onChange }: EntriesFilterProps) => {
  const isSingleBlock = condominium.blocos.length === 1;
  const blocks = filters.idsBlocos.length ? condominium.blocos.filter((b) => filters.idsBlocos.includes(b.idBloco)) : condominium.blocos;
  const units = blocks.flatMap((b) => b.unidades.map((u) => ({ ...u, label: isSingleBlock ? u.nome : `${b.nome} | ${u.nome}` })));
  const set = (change: Partial<EntryFilters>) => onChange({ ...filters, ...change });
  const hasFilters = JSON.stringify({ ...filters, curinga: '' }) !== JSON.stringify(NO_ENTRY_FILTERS);
  const marked = (label: string, value: EntryFilters['entradaMarcada'], onPick: (v: EntryFilters['entradaMarcada']) => void) => (
    <TextField select label={label} size="small" value={value} onChange={(e) => onPick(e.target.value as EntryFilters['entradaMarcada'])}>
      <MenuItem value="">{V.all}</MenuItem>
      <MenuItem value="S">{E.marked}</MenuItem>
      <MenuItem value="N">{E.notMarked}</MenuItem>
    </TextField>
  );
  return (
    <Box component="section" aria-labelledby="entries-filter-title" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 2 }}>
      <Typography id="entries-filter-title" variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {E.filterTitle}
      </Typography>
      {!isSingleBlock && (
        <TextField select label={V.blocks} size="small" value={filters.idsBlocos} slotProps={{ select: { multiple: true } }} onChange={(e) => set({ idsBlocos: asIds(e.target.value), idsUnidades: [] })}>
          {condominium.blocos.map((b) => (
            <MenuItem key={b.idBloco} value={b.idBloco}>
              {b.nome}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        label={V.units}
        size="small"
        value={filters.idsUnidades}
        slotProps={{ select: { multiple: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        onChange={(e) => set({ idsUnidades: asIds(e.target.value) })}
      >
        {units.map((u) => (
          <MenuItem key={u.idUnidade} value={u.idUnidade}>
            {u.label}
          </MenuItem>
        ))}
      </TextField>
      {marked(E.filterEntry, filters.entradaMarcada, (entradaMarcada) => set({ entradaMarcada }))}
      {marked(E.filterExit, filters.saidaMarcada, (saidaMarcada) => set({ saidaMarcada }))}
      <TextField select label={V.accessType} size="small" value={filters.tipoAutorizacao} onChange={(e) => set({ tipoAutorizacao: e.target.value as EntryFilters['tipoAutorizacao'] })}>
        <MenuItem value="">{V.all}</MenuItem>
        <MenuItem value="PONTUAL">{V.pontual}</MenuItem>
        <MenuItem value="ACESSO_LIBERADO">{V.recurring}</MenuItem>
      </TextField>
      <Button variant="text" disabled={!hasFilters} onClick={() => onChange({ ...NO_ENTRY_FILTERS, curinga: filters.curinga })}>
        {V.clearFilters}
      </Button>
    </Box>
  );
};
