import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { PROFILES, PROFILE_LABELS, type Profile } from '@portaria/shared/access-control/access-control.constants';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { NO_FILTERS, type ResidentFilters } from '../api/get-residents';

type ResidentsFilterProps = { condominium: Condominium; filters: ResidentFilters; onChange: (filters: ResidentFilters) => void };

const asIds = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);

/** 'Filtre aqui': blocks, units (of the chosen blocks), profile and app. A change goes back to page 1 (a new key). */
export const ResidentsFilter = ({ condominium, filters, onChange }: ResidentsFilterProps) => {
  const isSingleBlock = condominium.blocos.length === 1;
  const blocks = filters.idsBlocos.length ? condominium.blocos.filter((b) => filters.idsBlocos.includes(b.idBloco)) : condominium.blocos;
  const units = blocks.flatMap((b) => b.unidades.map((u) => ({ ...u, label: isSingleBlock ? u.nome : `${b.nome} | ${u.nome}` })));
  const set = (change: Partial<ResidentFilters>) => onChange({ ...filters, ...change });
  const hasFilters = filters.idsBlocos.length + filters.idsUnidades.length > 0 || filters.tipoAcesso !== '' || filters.flTemLoginAtivo !== '';
  return (
    <Box component="section" aria-labelledby="residents-filter-title" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 2 }}>
      <Typography id="residents-filter-title" variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {M.filterTitle}
      </Typography>
      {!isSingleBlock && (
        <TextField
          select
          label={L.blocks}
          size="small"
          value={filters.idsBlocos}
          slotProps={{ select: { multiple: true } }}
          onChange={(e) => set({ idsBlocos: asIds(e.target.value), idsUnidades: [] })}
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
      <TextField select label={L.profile} size="small" value={filters.tipoAcesso} onChange={(e) => set({ tipoAcesso: e.target.value as Profile | '' })}>
        <MenuItem value="">{L.all}</MenuItem>
        {PROFILES.map((p) => (
          <MenuItem key={p} value={p}>
            {PROFILE_LABELS[p]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={L.app}
        size="small"
        value={filters.flTemLoginAtivo}
        onChange={(e) => set({ flTemLoginAtivo: e.target.value as ResidentFilters['flTemLoginAtivo'] })}
      >
        <MenuItem value="">{L.all}</MenuItem>
        <MenuItem value="S">{L.withApp}</MenuItem>
        <MenuItem value="N">{L.withoutApp}</MenuItem>
      </TextField>
      <Button variant="text" disabled={!hasFilters} onClick={() => onChange({ ...NO_FILTERS, nomeMorador: filters.nomeMorador })}>
        {L.clearFilters}
      </Button>
    </Box>
  );
};
