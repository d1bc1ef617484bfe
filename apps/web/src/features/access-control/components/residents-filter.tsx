import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { PROFILES, PROFILE_LABELS } from '@portaria/shared/access-control/access-control.constants';
import { NO_FILTERS, type ResidentFilters } from '../api/get-residents';
import { BlocksUnitsFilter, FilterPanel, OptionSelect } from './list-parts';

type ResidentsFilterProps = {
  condominium: Condominium;
  filters: ResidentFilters;
  onChange: (filters: ResidentFilters) => void;
};

const APP_OPTIONS = [
  { value: 'S', label: L.withApp },
  { value: 'N', label: L.withoutApp },
] as const;

/** 'Filtre aqui': blocks, units (of the chosen blocks), profile and app. A change goes back to page 1 (a new key). */
export const ResidentsFilter = ({ condominium, filters, onChange }: ResidentsFilterProps) => {
  const set = (change: Partial<ResidentFilters>) => onChange({ ...filters, ...change });
  const hasFilters =
    filters.idsBlocos.length + filters.idsUnidades.length > 0 ||
    filters.tipoAcesso !== '' ||
    filters.flTemLoginAtivo !== '';
  return (
    <FilterPanel hasFilters={hasFilters} onClear={() => onChange({ ...NO_FILTERS, nomeMorador: filters.nomeMorador })}>
      <BlocksUnitsFilter
        condominium={condominium}
        idsBlocos={filters.idsBlocos}
        idsUnidades={filters.idsUnidades}
        onChange={set}
      />
      <OptionSelect
        size="small"
        label={L.profile}
        allLabel={L.all}
        value={filters.tipoAcesso || null}
        options={PROFILES.map((p) => ({ value: p, label: PROFILE_LABELS[p] }))}
        onChange={(tipoAcesso) => set({ tipoAcesso: tipoAcesso ?? '' })}
      />
      <OptionSelect
        size="small"
        label={L.app}
        allLabel={L.all}
        value={filters.flTemLoginAtivo || null}
        options={APP_OPTIONS}
        onChange={(v) => set({ flTemLoginAtivo: v ?? '' })}
      />
    </FilterPanel>
  );
};
