import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { NO_VISITOR_FILTERS, type VisitorFilters } from '../api/visitor-queries';
import { VISITOR_COPY as V } from '../visitors-copy';
import { KINDS, KIND_LABELS, type VisitorKind } from '../utils/visitor-kind';

type VisitorsFilterProps = { condominium: Condominium; filters: VisitorFilters; onChange: (filters: VisitorFilters) => void };

const idOf = (value: unknown) => (value === '' ? null : Number(value));

/** 'Filtre aqui' of the visitor list: block, unit, type. A condominium provider has no unit (spec 02 §4). */
export const VisitorsFilter = ({ condominium, filters, onChange }: VisitorsFilterProps) => {
  const isSingleBlock = condominium.blocos.length === 1;
  const block = isSingleBlock ? condominium.blocos[0] : condominium.blocos.find((b) => b.idBloco === filters.idBloco);
  const isCondo = filters.tipoVisitante === 'PRESTADOR_CONDOMINIO';
  const set = (change: Partial<VisitorFilters>) => onChange({ ...filters, ...change });
  const hasFilters = filters.idBloco !== null || filters.idUnidade !== null || filters.tipoVisitante !== null;
  return (
    <Box component="section" aria-labelledby="visitors-filter-title" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, display: 'grid', gap: 2 }}>
      <Typography id="visitors-filter-title" variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
        {V.filterTitle}
      </Typography>
      <TextField
        select
        label={V.type}
        size="small"
        value={filters.tipoVisitante ?? ''}
        onChange={(e) => {
          const tipo = (e.target.value || null) as VisitorKind | null;
          set(tipo === 'PRESTADOR_CONDOMINIO' ? { tipoVisitante: tipo, idBloco: null, idUnidade: null } : { tipoVisitante: tipo });
        }}
      >
        <MenuItem value="">{V.all}</MenuItem>
        {KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {KIND_LABELS[k]}
          </MenuItem>
        ))}
      </TextField>
      {!isSingleBlock && (
        <TextField select label={V.block} size="small" disabled={isCondo} value={filters.idBloco ?? ''} onChange={(e) => set({ idBloco: idOf(e.target.value), idUnidade: null })}>
          <MenuItem value="">{V.all}</MenuItem>
          {condominium.blocos.map((b) => (
            <MenuItem key={b.idBloco} value={b.idBloco}>
              {b.nome}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField select label={V.unit} size="small" disabled={isCondo || !block} value={filters.idUnidade ?? ''} onChange={(e) => set({ idUnidade: idOf(e.target.value) })}>
        <MenuItem value="">{V.all}</MenuItem>
        {(block?.unidades ?? []).map((u) => (
          <MenuItem key={u.idUnidade} value={u.idUnidade}>
            {u.nome}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="text" disabled={!hasFilters} onClick={() => onChange({ ...NO_VISITOR_FILTERS, curinga: filters.curinga })}>
        {V.clearFilters}
      </Button>
    </Box>
  );
};
