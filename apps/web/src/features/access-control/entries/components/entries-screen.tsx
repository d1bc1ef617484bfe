import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Assessment from '@mui/icons-material/Assessment';
import PersonAdd from '@mui/icons-material/PersonAdd';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { useFlowState } from '../../../../components/flow/flow-scope';
import { ListScreen } from '../../../../components/list/list-screen';
import { UnitInstructionsBanner } from '../../../../components/ui/wizard/unit-instructions-banner';
import { DayNavigator } from '../../../../components/ui/calendar/day-navigator';
import { SearchBox } from '../../../../components/ui/controls/search-box';
import { toIsoDay } from '../../../../components/ui/calendar/calendar-dates';
import { rowsOf } from '../../../../lib/paged-query';
import { useTodayDay } from '../../visitors/utils/use-today-day';
import { ENTRY_COPY as E } from '../../visitors/visitors-copy';
import { ENTRY_LOG, NO_ENTRY_FILTERS, type EntryFilters } from '../api/entry-filters';
import { useEntries } from '../api/entry-queries';
import { useQueuedLogs } from '../api/queued-logs';
import { EntriesFilter } from './entries-filter';
import { EmptyList } from '../../components/list-parts';
import { EntryCard } from './entry-card';
import { NewVisitorEntry } from './new-visitor-entry';
import { OpenVisits } from './open-visits';
import { RegisterLogDialog, type LogTarget } from './register-log-dialog';
import { ReportFlow } from './report-flow';

type EntriesScreenProps = { condominium: Condominium; onBack: () => void };

const asDate = (day: string) =>
  new Date(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

/** Spec 02 §2.4 'Registro de entradas e saídas': the day (never beyond today), search, filters, cards. */
export const EntriesScreen = ({ condominium, onBack }: EntriesScreenProps) => {
  const today = useTodayDay();
  const [day, setDay] = useState(today);
  // Kept with the open flow: a refresh keeps them, and the desk's 'Registrar entrada' opens on one unit.
  const [filters, setFilters] = useFlowState<EntryFilters>('entries:filters', NO_ENTRY_FILTERS);
  const oneUnit = filters.idsUnidades.length === 1 ? filters.idsUnidades[0]! : null;
  // Kept with the flow: the desk's 'Registrar entrada' on an expected visitor opens the screen on its confirmation.
  const [logging, setLogging] = useFlowState<LogTarget | null>(ENTRY_LOG, null);
  // The new-visitor dialog reopens after a refresh, with its draft (issue 28 §6).
  const [isNewOpen, setIsNewOpen] = useFlowState('entries:newVisitor', false);
  const [isReportOpen, setIsReportOpen] = useState(false);
  const entries = useEntries(day, filters);
  const queuedOf = useQueuedLogs();
  const cards = rowsOf(entries.data);
  const hasFilters = JSON.stringify(filters) !== JSON.stringify(NO_ENTRY_FILTERS);
  return (
    <ListScreen
      title={E.title}
      actions={
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<Assessment />}
            onClick={() => setIsReportOpen(true)}
            sx={{ minHeight: 44 }}
          >
            {E.reportButton}
          </Button>
          <Button
            variant="contained"
            startIcon={<PersonAdd />}
            onClick={() => setIsNewOpen(true)}
            sx={{ minHeight: 44 }}
          >
            {E.informNewVisitor}
          </Button>
        </Stack>
      }
      search={
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <DayNavigator value={asDate(day)} onChange={(d) => setDay(toIsoDay(d))} max={asDate(today)} />
          <Box sx={{ flex: '0 1 380px', width: { xs: '100%', md: 'auto' } }}>
            <SearchBox
              onSearch={(curinga) => setFilters({ ...filters, curinga })}
              placeholder={E.searchPlaceholder}
              defaultExpanded
            />
          </Box>
        </Stack>
      }
      filters={<EntriesFilter condominium={condominium} filters={filters} onChange={setFilters} />}
      query={entries}
      isEmpty={cards.length === 0}
      copy={{ loading: E.loading, loadMore: E.loadMore, failed: E.reportFailed }}
      empty={<EmptyList hasFilters={hasFilters} onClear={() => setFilters(NO_ENTRY_FILTERS)} emptyText={E.empty} />}
      before={
        <>
          {/* One unit on screen: its standing instructions before any entry is registered (issue 32 item 3). */}
          {oneUnit !== null && <UnitInstructionsBanner idUnidade={oneUnit} />}
          {day === today && (
            <OpenVisits today={today} filters={filters} onExit={(card) => setLogging({ card, tipo: 'SAIDA' })} />
          )}
        </>
      }
      onBack={onBack}
      dialogs={
        <>
          <RegisterLogDialog target={logging} onClose={() => setLogging(null)} />
          <NewVisitorEntry open={isNewOpen} condominium={condominium} onClose={() => setIsNewOpen(false)} />
          <ReportFlow open={isReportOpen} condominium={condominium} onClose={() => setIsReportOpen(false)} />
        </>
      }
    >
      {cards.length > 0 && (
        <Stack component="ul" aria-label={E.listLabel} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cards.map((card) => (
            <EntryCard
              key={`${card.idVisitanteUnidade}-${card.idAutorizacao}-${card.idLogEntrada}`}
              card={card}
              canRegister={day === today}
              queued={queuedOf(card)}
              onRegister={(c, tipo) => setLogging({ card: c, tipo })}
            />
          ))}
        </Stack>
      )}
    </ListScreen>
  );
};
