import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { FilterPanel, OptionSelect } from '../../components/list-parts';
import { NO_VISITOR_FILTERS, type VisitorFilters } from '../api/visitor-queries';
import { VISITOR_COPY as V } from '../visitors-copy';
import { KINDS, KIND_LABELS } from '../utils/visitor-kind';
import { blockOptions, unitOptions } from '../utils/place-options';

type VisitorsFilterProps = {
  condominium: Condominium;
  filters: VisitorFilters;
  onChange: (filters: VisitorFilters) => void;
};

/** 'Filtre aqui' of the visitor list: type, block, unit. A condominium provider has no unit (spec 02 §4). */
export const VisitorsFilter = ({ condominium, filters, onChange }: VisitorsFilterProps) => {
  const isSingleBlock = condominium.blocos.length === 1;
  const block = isSingleBlock ? condominium.blocos[0] : condominium.blocos.find((b) => b.idBloco === filters.idBloco);
  const isCondo = filters.tipoVisitante === 'PRESTADOR_CONDOMINIO';
  const set = (change: Partial<VisitorFilters>) => onChange({ ...filters, ...change });
  const hasFilters = filters.idBloco !== null || filters.idUnidade !== null || filters.tipoVisitante !== null;
  return (
    <FilterPanel hasFilters={hasFilters} onClear={() => onChange({ ...NO_VISITOR_FILTERS, curinga: filters.curinga })}>
      <OptionSelect
        size="small"
        label={V.type}
        allLabel={V.all}
        value={filters.tipoVisitante}
        options={KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
        onChange={(tipo) =>
          set(
            tipo === 'PRESTADOR_CONDOMINIO'
              ? { tipoVisitante: tipo, idBloco: null, idUnidade: null }
              : { tipoVisitante: tipo },
          )
        }
      />
      {!isSingleBlock && (
        <OptionSelect
          size="small"
          label={V.block}
          allLabel={V.all}
          isDisabled={isCondo}
          value={filters.idBloco}
          options={blockOptions(condominium)}
          onChange={(idBloco) => set({ idBloco, idUnidade: null })}
        />
      )}
      <OptionSelect
        size="small"
        label={V.unit}
        allLabel={V.all}
        isDisabled={isCondo || !block}
        value={filters.idUnidade}
        options={unitOptions(block)}
        onChange={(idUnidade) => set({ idUnidade })}
      />
    </FilterPanel>
  );
};
