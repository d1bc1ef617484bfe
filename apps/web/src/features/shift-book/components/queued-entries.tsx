import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import { fastDataHora } from '@portaria/shared/time-zone';
import { PendingMark } from '../../../components/offline/pending-mark';
import type { QueuedWrite } from '../../../lib/offline/write-queue';

/** Entries written offline at this desk, shown at once with 'Aguardando envio' until the server has them. */
export const QueuedEntries = ({ entries }: { entries: readonly QueuedWrite[] }) =>
  entries.length === 0 ? null : (
    <Stack component="ul" aria-label={OFFLINE_MESSAGES.pendingMark} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.key}
          sx={{ p: 2, border: 1, borderColor: 'warning.main', borderStyle: 'dashed', borderRadius: 2 }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              {[
                M.categories[entry.meta.categoria as keyof typeof M.categories],
                fastDataHora(new Date(entry.momento)),
              ].join(' · ')}
            </Typography>
            <PendingMark />
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>{entry.meta.texto}</Typography>
        </Box>
      ))}
    </Stack>
  );
