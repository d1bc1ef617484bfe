import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FilterList from '@mui/icons-material/FilterList';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import type { OccurrenceSummary } from '@portaria/shared/occurrences/occurrence.schemas';
import { OCCURRENCE_LIMITS, TIPO_OCORRENCIA_LABELS } from '@portaria/shared/occurrences/occurrences.constants';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { CondominiumGate } from '../../../components/flow/condominium-gate';
import { ListEmpty, ListScreen } from '../../../components/list/list-screen';
import { SearchBox } from '../../../components/ui/controls/search-box';
import { rowsOf } from '../../../lib/paged-query';
import { useOccurrences, type OccurrenceFilters } from '../api/get-occurrences';
import { OccurrenceDetail } from './occurrence-detail';
import { OccurrenceFilterDialog } from './occurrence-filter-dialog';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { PendingMark } from '../../../components/offline/pending-mark';
import { useQueuedWrites } from '../../../lib/offline/offline-store';

type OccurrencesListProps = { onBack: () => void; onCreate: () => void };

/** 'Selecione para ver detalhes:' — search from 3 characters, the filter dialog, 50 per page; a row opens its detail. */
export const OccurrencesList = (props: OccurrencesListProps) => (
  <CondominiumGate errorMessage={M.blocksLoadError}>
    {(condominium) => <OccurrencesListContent condominium={condominium} {...props} />}
  </CondominiumGate>
);

const QUEUED_KINDS = ['ocorrencia'] as const;

const OccurrenceRow = ({ occurrence: o, onOpen }: { occurrence: OccurrenceSummary; onOpen: () => void }) => (
  <Box component="li">
    <ButtonBase
      onClick={onOpen}
      sx={{
        width: '100%',
        textAlign: 'left',
        display: 'block',
        p: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{TIPO_OCORRENCIA_LABELS[o.tipoOcorrencia]}</Typography>
        <Typography color="text.secondary">{`${o.unidade.nmBloco} - ${o.unidade.nome}`}</Typography>
        <Typography color="text.secondary">{formatDataHora(o.dataOcorrencia)}</Typography>
        <Chip
          size="small"
          label={o.flEncerrado === 'S' ? M.statusClosed : M.statusOpen}
          color={o.flEncerrado === 'S' ? 'default' : 'primary'}
        />
      </Stack>
      <Typography variant="body2" sx={{ mt: 0.5, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {o.conteudo}
      </Typography>
    </ButtonBase>
  </Box>
);

const OccurrencesListContent = ({
  condominium,
  onBack,
  onCreate,
}: OccurrencesListProps & { condominium: Condominium }) => {
  const [filters, setFilters] = useState<OccurrenceFilters>({});
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const [opened, setOpened] = useState<number | null>(null);
  const occurrences = useOccurrences(filters, condominium.referencia);
  const rows = rowsOf(occurrences.data);
  // Written offline at this desk and not yet sent (issue 35): on top, with 'Aguardando envio'.
  const queued = useQueuedWrites(QUEUED_KINDS);

  if (opened !== null) return <OccurrenceDetail id={opened} onBack={() => setOpened(null)} />;
  return (
    <ListScreen
      title={M.listTitle}
      search={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ flex: 1 }}>
            <SearchBox
              onSearch={(conteudo) => setFilters((f) => ({ ...f, conteudo: conteudo || undefined }))}
              minLength={OCCURRENCE_LIMITS.searchMin}
              placeholder={M.searchPlaceholder}
              defaultExpanded
            />
          </Box>
          <IconButton aria-label={M.filterButton} onClick={() => setIsFilterOpen(true)} size="large">
            <FilterList />
          </IconButton>
        </Stack>
      }
      query={occurrences}
      isEmpty={rows.length === 0 && queued.length === 0}
      before={
        queued.length > 0 && (
          <Box component="ul" aria-label={OFFLINE_MESSAGES.pendingMark} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {queued.map((w) => (
              <Box component="li" key={w.key} sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {TIPO_OCORRENCIA_LABELS[w.meta.tipoOcorrencia as keyof typeof TIPO_OCORRENCIA_LABELS]}
                  </Typography>
                  <Typography color="text.secondary">{formatDataHora(w.momento)}</Typography>
                  <PendingMark />
                </Stack>
                <Typography variant="body2" sx={{ mt: 0.5 }}>
                  {w.label}
                </Typography>
              </Box>
            ))}
          </Box>
        )
      }
      copy={{ loading: M.loadingList, loadMore: M.loadMore, failed: M.listFailed }}
      empty={<ListEmpty>{M.noneFound}</ListEmpty>}
      onBack={onBack}
      dialogs={
        isFilterOpen && (
          <OccurrenceFilterDialog
            open
            condominium={condominium}
            value={filters}
            onClose={() => setIsFilterOpen(false)}
            onCreate={onCreate}
            onApply={(next) => {
              setFilters(next);
              setIsFilterOpen(false);
            }}
          />
        )
      }
    >
      {rows.length > 0 && (
        <Box component="ul" aria-label={M.listTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((o) => (
            <OccurrenceRow key={o.idOcorrencia} occurrence={o} onOpen={() => setOpened(o.idOcorrencia)} />
          ))}
        </Box>
      )}
    </ListScreen>
  );
};
