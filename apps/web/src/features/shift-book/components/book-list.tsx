import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import { SHIFT_BOOK_LIMITS as L } from '@portaria/shared/shift-book/shift-book.rules';
import type { EntriesPage, Entry } from '@portaria/shared/shift-book/shift-book.schemas';
import { todayIn } from '@portaria/shared/common/day';
import type { PageMeta } from '@portaria/shared/common/page';
import { fill, plural } from '@portaria/shared/text';
import { ListEmpty, ListScreen } from '../../../components/list/list-screen';
import { ReportActions } from '../../../components/report/report-actions';
import { useFlowState } from '../../../components/flow/flow-scope';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { MutationFeedback } from '../../../components/ui/dialogs/mutation-feedback';
import { FileViewer, type ViewerFile } from '../../../components/ui/files/file-viewer';
import { rowsOf } from '../../../lib/paged-query';
import { useCondominium } from '../../../lib/get-condominium';
import { useDebounced } from '../../../lib/use-debounced';
import { useNow } from '../../../lib/use-now';
import { useSession } from '../../../lib/session';
import { useRemoveEntry, useResolveEntry } from '../api/entry-changes';
import { getReport, useAttachment } from '../api/files';
import { useEntries, type EntryFilters } from '../api/get-entries';
import { BookFilters, type BookFilterState } from './book-filters';
import { EntryCard, type EntryAction } from './entry-card';
import { QueuedEntries } from './queued-entries';
import { useQueuedWrites } from '../../../lib/offline/offline-store';

type BookListProps = {
  onBack: () => void;
  onNew: () => void;
  onHandover: () => void;
  onEdit: (entry: Entry, kind: 'edit' | 'correct') => void;
};

const queryOf = (f: BookFilterState, busca: string, today: string): EntryFilters => ({
  ...(f.mode === 'period'
    ? { dataDe: f.dataDe || undefined, dataAte: f.dataAte || undefined }
    : { dataDe: today, dataAte: today }),
  categoria: f.categoria || undefined,
  situacao: f.situacao || undefined,
  idUnidade: f.idUnidade ?? undefined,
  busca: busca.trim().length >= L.searchMin ? busca.trim() : undefined,
});

/** The day's book (newest first) or a period's, with its filters, search, export and each entry's actions. */
const QUEUED_KINDS = ['livro'] as const;

/**
 * '7 registros', or 'Mais de 200 registros' when a word search stopped counting (the book's answer has `totalExato`;
 * the shared paged query reads its pages as the shared page).
 */
const entriesCount = (meta: (PageMeta & Partial<Pick<EntriesPage['meta'], 'totalExato'>>) | undefined) =>
  meta?.totalExato === false
    ? fill(M.entriesCountMany, { n: meta.totalItems.toLocaleString('pt-BR') })
    : plural(meta?.totalItems ?? 0, M.entriesCount);

export const BookList = ({ onBack, onNew, onHandover, onEdit }: BookListProps) => {
  const now = useNow(15_000);
  const today = todayIn(now);
  const { condominiumId } = useSession();
  const [kept, setFilters] = useFlowState<BookFilterState>('filters', {
    mode: 'today',
    dataDe: today,
    dataAte: today,
    categoria: '',
    situacao: '',
    idUnidade: null,
    busca: '',
  });
  const blocks = useCondominium(condominiumId).data?.blocos;
  // A kept unit that is not in this condominium's tree (another condominium's, or deactivated) filters nothing.
  const isUnitKnown =
    !kept.idUnidade || !blocks || blocks.some((b) => b.unidades.some((u) => u.idUnidade === kept.idUnidade));
  const filters = isUnitKnown ? kept : { ...kept, idUnidade: null };
  const busca = useDebounced(filters.busca, 300);
  const query = queryOf(filters, busca, today);
  const entries = useEntries(condominiumId, query);
  const rows = rowsOf(entries.data);
  // Written offline at this desk and not yet sent (issue 35): on top, with 'Aguardando envio'.
  const queued = useQueuedWrites(QUEUED_KINDS);
  const resolve = useResolveEntry();
  const remove = useRemoveEntry();
  const attachment = useAttachment();
  const [viewed, setViewed] = useState<ViewerFile | null>(null);
  const [removing, setRemoving] = useState<Entry | null>(null);

  const handleAction = (action: EntryAction, entry: Entry) => {
    if (action === 'resolve') resolve.mutate(entry.id);
    if (action === 'remove') setRemoving(entry);
    if (action === 'edit' || action === 'correct') onEdit(entry, action);
    if (action === 'attachment') attachment.mutate(entry.id, { onSuccess: setViewed });
  };
  const isPeriod = filters.mode === 'period';

  return (
    <ListScreen
      title={isPeriod ? M.listPeriod : M.listToday}
      actions={
        <Stack direction="row" spacing={1.5}>
          <Button variant="contained" onClick={onNew} sx={{ minHeight: 44 }}>
            {M.newEntry}
          </Button>
          <Button variant="outlined" onClick={onHandover} sx={{ minHeight: 44 }}>
            {M.handover}
          </Button>
        </Stack>
      }
      search={
        <Stack spacing={1.5}>
          <BookFilters value={filters} onChange={setFilters} today={today} blocks={blocks} />
          {isPeriod && (
            <ReportActions
              onFetch={(tipo) => getReport({ ...query, tipo })}
              fallbackName={(tipo) => `${M.reportFileName}.${tipo.toLowerCase()}`}
              labels={{ pdf: M.reportPdf, csv: M.reportCsv, failed: M.reportFailed }}
              isDisabled={rows.length === 0}
            />
          )}
        </Stack>
      }
      query={entries}
      isEmpty={rows.length === 0 && queued.length === 0}
      copy={{ loading: M.loading, loadMore: M.loadMore, failed: M.listFailed }}
      empty={<ListEmpty>{isPeriod ? M.empty : M.emptyToday}</ListEmpty>}
      before={
        <>
          {entries.isSuccess && rows.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {entriesCount(entries.data.pages[0]?.meta)}
            </Typography>
          )}
          <QueuedEntries entries={queued} />
        </>
      }
      onBack={onBack}
      dialogs={
        <>
          <AppDialog
            open={removing !== null}
            title={M.remove}
            confirmLabel={M.remove}
            isDestructive
            onCancel={() => setRemoving(null)}
            onConfirm={() => {
              if (removing) remove.mutate(removing.id);
              setRemoving(null);
            }}
          >
            <Typography>{M.removeConfirm}</Typography>
          </AppDialog>
          <FileViewer open={viewed !== null} file={viewed} onClose={() => setViewed(null)} />
          <MutationFeedback title={M.resolveFailed} error={resolve.error} onClose={() => resolve.reset()} />
          <MutationFeedback title={M.removeFailed} error={remove.error} onClose={() => remove.reset()} />
          <MutationFeedback title={M.attachmentFailed} error={attachment.error} onClose={() => attachment.reset()} />
        </>
      }
    >
      {rows.map((entry) => (
        <EntryCard
          key={entry.id}
          entry={entry}
          now={now}
          isDated={isPeriod}
          onAction={handleAction}
          isBusy={resolve.isPending}
        />
      ))}
    </ListScreen>
  );
};
