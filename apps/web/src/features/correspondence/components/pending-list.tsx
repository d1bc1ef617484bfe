import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { correspondenceItemLabel, formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { plural } from '@portaria/shared/text';
import { MESSAGES } from '@portaria/shared/messages';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { PendingMark } from '../../../components/offline/pending-mark';
import { useQueuedWrites } from '../../../lib/offline/offline-store';
import { useQueuedReleaseIds } from '../hooks/use-queued-releases';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { usePendingCorrespondences } from '../api/get-pending-correspondences';
import { usePendingNotices } from '../api/get-notices';
import { NoticeMark } from './notice-mark';
import { WEB_COPY } from '../correspondence-copy';

const QUEUED_KINDS = ['correspondencia'] as const;

type PendingListProps = { idUnidade: number };

/** The unit's parcels still at the desk, newest first (spec 02 §2.6 registration screen). */
export const PendingList = ({ idUnidade }: PendingListProps) => {
  const titleId = useId();
  const pending = usePendingCorrespondences(idUnidade);
  const notices = usePendingNotices(idUnidade);
  const noticeOf = (id: number) => notices.data?.data.find((n) => n.idCorrespondencia === id);
  const items = pending.data?.data ?? [];
  // Registered offline at this desk and not yet sent (issue 35): first, with 'Aguardando envio'.
  const queued = useQueuedWrites(QUEUED_KINDS).filter((write) => write.meta.idUnidade === idUnidade);
  const released = useQueuedReleaseIds();
  const total = pending.data?.meta.totalItems ?? items.length;

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, flex: 1 }}>
          {M.pendingListTitle}
        </Typography>
        {pending.isSuccess && total > 0 && (
          <Chip size="small" color="secondary" label={plural(total, WEB_COPY.pendingCount)} />
        )}
      </Stack>
      {pending.isPending && <CircularProgress size={28} aria-label={MESSAGES.wait} />}
      {pending.isError && <RetryAlert onRetry={() => void pending.refetch()}>{WEB_COPY.pendingLoadError}</RetryAlert>}
      {queued.length > 0 && (
        <List dense disablePadding aria-label={OFFLINE_MESSAGES.pendingMark} sx={{ mb: 1 }}>
          {queued.map((write) => (
            <ListItem key={write.key} divider disableGutters>
              <ListItemText
                primary={[formatDataHora(write.momento), write.meta.descricao].filter(Boolean).join(' · ')}
                secondary={
                  <>
                    {write.meta.destinatario} <PendingMark />
                  </>
                }
                slotProps={{ primary: { sx: { fontSize: '0.9rem' } }, secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {pending.isSuccess && items.length === 0 && queued.length === 0 && (
        <Typography color="text.secondary">{M.emptyList}</Typography>
      )}
      {items.length > 0 && (
        <List dense disablePadding aria-labelledby={titleId} sx={{ maxHeight: 420, overflowY: 'auto' }}>
          {items.map((item) => (
            <ListItem key={item.id} divider disableGutters>
              <ListItemText
                primary={correspondenceItemLabel(item)}
                secondary={
                  <>
                    {item.destinatario}
                    {item.prateleira ? ` · ${M.colPrateleira} ${item.prateleira}` : ''}
                    <NoticeMark notice={noticeOf(item.id)} idUnidade={idUnidade} />
                    {released.has(item.id) && <PendingMark />}
                  </>
                }
                slotProps={{ primary: { sx: { fontSize: '0.9rem' } }, secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
