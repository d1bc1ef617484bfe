import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { OFFLINE_MESSAGES as M } from '@portaria/shared/common/offline.messages';
import { plural } from '@portaria/shared/text';
import { fill } from '@portaria/shared/text';
import { SAO_PAULO_TIME_ZONE } from '@portaria/shared/time-zone';
import { syncNow, useOfflineState } from '../../lib/offline/offline-store';
import { useDataAge } from '../../lib/offline/use-data-age';

const hourOf = (at: number) =>
  new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: SAO_PAULO_TIME_ZONE }).format(at);

type OfflineBannerProps = { onOpenPendencies: () => void };

/**
 * Issue 35 item 4: offline, how many records wait; while sending, how many go; online with records the server did not
 * accept, the way to the pendências. Nothing when all is sent.
 */
export const OfflineBanner = ({ onOpenPendencies }: OfflineBannerProps) => {
  const { writes, isOnline, isSending } = useOfflineState();
  const dataAt = useDataAge();
  const waiting = writes.filter((w) => w.status === 'pending').length;
  const refused = writes.length - waiting;
  if (isOnline && !isSending && waiting === 0 && refused === 0) return null;
  const text = !isOnline
    ? plural(waiting, M.offlineBanner)
    : isSending
      ? plural(waiting, M.sendingBanner)
      : waiting > 0
        ? plural(waiting, M.waitingOnline)
        : plural(refused, M.refusedBanner);
  const pendenciesButton = refused > 0 && (
    <Button color="inherit" size="small" onClick={onOpenPendencies} sx={{ minHeight: 28, py: 0 }}>
      {M.pendenciesOpen}
    </Button>
  );
  const sendButton = isOnline && !isSending && waiting > 0 && (
    <Button color="inherit" size="small" onClick={() => void syncNow()} sx={{ minHeight: 28, py: 0 }}>
      {M.sendNow}
    </Button>
  );
  return (
    // Fixed in the strip under the flows' dialogs (their 32 px margin): seen whichever screen is open, covering none.
    <Alert
      severity={!isOnline || refused > 0 ? 'warning' : 'info'}
      role="status"
      variant="filled"
      sx={{
        position: 'fixed',
        left: '50%',
        bottom: 0,
        transform: 'translateX(-50%)',
        width: 'max-content',
        maxWidth: 'calc(100vw - 16px)',
        zIndex: (theme) => theme.zIndex.snackbar,
        alignItems: 'center',
        py: 0,
        minHeight: 32,
        borderBottomLeftRadius: 0,
        borderBottomRightRadius: 0,
        boxShadow: 6,
        '& .MuiAlert-icon, & .MuiAlert-message': { py: 0.5 },
        '& .MuiAlert-action': { pt: 0 },
      }}
      action={
        (pendenciesButton || sendButton) && (
          <Stack direction="row" spacing={1}>
            {sendButton}
            {pendenciesButton}
          </Stack>
        )
      }
    >
      {[
        text,
        refused > 0 && waiting > 0 ? plural(refused, M.refusedBanner) : null,
        !isOnline && dataAt !== null ? fill(M.dataAge, { hora: hourOf(dataAt) }) : null,
      ]
        .filter(Boolean)
        .join(' · ')}
    </Alert>
  );
};
