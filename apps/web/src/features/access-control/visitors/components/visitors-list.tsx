import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import PersonAdd from '@mui/icons-material/PersonAdd';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { ListScreen } from '../../../../components/list/list-screen';
import { SearchBox } from '../../../../components/ui/controls/search-box';
import { rowsOf } from '../../../../lib/paged-query';
import { NO_VISITOR_FILTERS, useVisitors, type VisitorFilters } from '../api/visitor-queries';
import type { VisitorListItem } from '../api/visitor-types';
import { VISITOR_COPY as V } from '../visitors-copy';
import { KIND_LABELS } from '../utils/visitor-kind';
import { placeText } from '../utils/visitor-text';
import { VisitorRecord } from './visitor-record';
import { VisitorsFilter } from './visitors-filter';
import { EmptyList } from '../../components/list-parts';

type VisitorsListProps = { condominium: Condominium; onBack: () => void; onAdd: () => void };

const hasAnyFilter = (f: VisitorFilters) =>
  f.curinga !== '' || f.idBloco !== null || f.idUnidade !== null || f.tipoVisitante !== null;

const VisitorRow = ({ item, onOpen }: { item: VisitorListItem; onOpen: (id: number) => void }) => (
  <Box component="li" sx={{ borderBottom: 1, borderColor: 'divider' }}>
    <ButtonBase
      onClick={() => onOpen(item.idVisitanteUnidade)}
      sx={{
        width: '100%',
        justifyContent: 'flex-start',
        textAlign: 'left',
        px: 2,
        py: 1.5,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 600 }}>{item.visitante.nome}</Typography>
        <Typography variant="body2" color="text.secondary">
          {[placeText(item.nmBloco, item.nmUnidade), KIND_LABELS[item.visitante.visitanteTipo], item.visitante.empresa]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </ButtonBase>
  </Box>
);

/** Spec 02 §2.3 visitor/provider list: search (1 s pause), 'Filtre aqui', 50 per page on scroll, detail dialog. */
export const VisitorsList = ({ condominium, onBack, onAdd }: VisitorsListProps) => {
  const [filters, setFilters] = useState<VisitorFilters>(NO_VISITOR_FILTERS);
  const [openedId, setOpenedId] = useState<number | null>(null);
  const visitors = useVisitors(filters);
  const rows = rowsOf(visitors.data);
  return (
    <ListScreen
      title={V.listTitle}
      actions={
        <Button variant="contained" startIcon={<PersonAdd />} onClick={onAdd} sx={{ minHeight: 44 }}>
          {V.addVisitor}
        </Button>
      }
      search={
        <SearchBox
          onSearch={(curinga) => setFilters((f) => ({ ...f, curinga }))}
          placeholder={V.searchPlaceholder}
          defaultExpanded
        />
      }
      filters={<VisitorsFilter condominium={condominium} filters={filters} onChange={setFilters} />}
      query={visitors}
      isEmpty={rows.length === 0}
      copy={{ loading: V.loading, loadMore: V.loadMore, failed: V.visitorsFailed }}
      empty={
        <EmptyList
          hasFilters={hasAnyFilter(filters)}
          onClear={() => setFilters(NO_VISITOR_FILTERS)}
          emptyText={V.emptyList}
        />
      }
      onBack={onBack}
      dialogs={
        <VisitorRecord
          idVisitanteUnidade={openedId}
          hasBiometrics={condominium.tem_biometria}
          onClose={() => setOpenedId(null)}
        />
      }
    >
      {rows.length > 0 && (
        <Box
          component="ul"
          aria-label={V.listLabel}
          sx={{ listStyle: 'none', m: 0, p: 0, borderTop: 1, borderColor: 'divider' }}
        >
          {rows.map((item) => (
            <VisitorRow key={item.idVisitanteUnidade} item={item} onOpen={setOpenedId} />
          ))}
        </Box>
      )}
    </ListScreen>
  );
};
