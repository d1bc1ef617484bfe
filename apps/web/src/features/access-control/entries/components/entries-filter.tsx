import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { BlocksUnitsFilter, FilterPanel, OptionSelect } from '../../components/list-parts';
import { ENTRY_COPY as E, VISITOR_COPY as V } from '../../visitors/visitors-copy';
import { NO_ENTRY_FILTERS, type EntryFilters } from '../api/entry-filters';

type EntriesFilterProps = {
  condominium: Condominium;
  filters: EntryFilters;
  onChange: (filters: EntryFilters) => void;
};

const MARKED = [
  { value: 'S', label: E.marked },
  { value: 'N', label: E.notMarked },
] as const;
const ACCESS = [
  { value: 'PONTUAL', label: V.pontual },
  { value: 'ACESSO_LIBERADO', label: V.recurring },
] as const;

/** 'Filtre aqui' of the entries and exits: blocks, units, entry and exit registered or not, access type. */
export const EntriesFilter = ({ condominium, filters, onChange }: EntriesFilterProps) => {
  const set = (change: Partial<EntryFilters>) => onChange({ ...filters, ...change });
  const hasFilters = JSON.stringify({ ...filters, curinga: '' }) !== JSON.stringify(NO_ENTRY_FILTERS);
  return (
    <FilterPanel hasFilters={hasFilters} onClear={() => onChange({ ...NO_ENTRY_FILTERS, curinga: filters.curinga })}>
      <BlocksUnitsFilter
        condominium={condominium}
        idsBlocos={filters.idsBlocos}
        idsUnidades={filters.idsUnidades}
        onChange={set}
      />
      <OptionSelect
        size="small"
        label={E.filterEntry}
        allLabel={V.all}
        value={filters.entradaMarcada || null}
        options={MARKED}
        onChange={(v) => set({ entradaMarcada: v ?? '' })}
      />
      <OptionSelect
        size="small"
        label={E.filterExit}
        allLabel={V.all}
        value={filters.saidaMarcada || null}
        options={MARKED}
        onChange={(v) => set({ saidaMarcada: v ?? '' })}
      />
      <OptionSelect
        size="small"
        label={V.accessType}
        allLabel={V.all}
        value={filters.tipoAutorizacao || null}
        options={ACCESS}
        onChange={(v) => set({ tipoAutorizacao: v ?? '' })}
      />
    </FilterPanel>
  );
};
