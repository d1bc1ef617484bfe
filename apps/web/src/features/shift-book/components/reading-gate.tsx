import { useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hasPermission, PERMISSIONS } from '@portaria/shared/permissions';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Reading } from '@portaria/shared/shift-book/shift-book.schemas';
import { fill } from '@portaria/shared/text';
import { fastDataHora } from '@portaria/shared/time-zone';
import { PageLoader } from '../../../components/layout/page-loader';
import { RetryAlert } from '../../../components/ui/status/retry-alert';
import { userMessageOf } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useConfirmReading, useReading } from '../api/reading';
import { EntryCard } from './entry-card';

type ReadingGateProps = {
  /** The signed-in frame around the reading page (the top bar with 'Sair'), given by the app. */
  frame: (page: ReactNode) => ReactNode;
  children: ReactNode;
};

/**
 * Before the dashboard (issue 34 item 1, decision 123): a person with the book's permission who has a handover to
 * confirm at this condominium reads it and the open items, and confirms ('Li e estou ciente'); then the dashboard.
 */
export const ReadingGate = ({ frame, children }: ReadingGateProps) => {
  const { condominiumId, permissions } = useSession();
  const isReader = condominiumId !== null && hasPermission(permissions, PERMISSIONS.shiftBook);
  const reading = useReading(condominiumId, isReader);
  // Opened with no network (issue 35): the desk works offline, and the handover waits for the next start rather than
  // replacing a form being filled when the network returns.
  const isOpenedOffline = useRef(false);
  if (!isReader) return children;
  if (reading.isPending && reading.fetchStatus === 'paused') isOpenedOffline.current = true;
  if (isOpenedOffline.current) return children;
  if (reading.isPending) return <PageLoader />;
  if (reading.isError)
    return frame(
      <Container maxWidth="md" sx={{ py: 4 }}>
        <RetryAlert onRetry={() => void reading.refetch()}>{M.gateLoadFailed}</RetryAlert>
      </Container>,
    );
  if (!reading.data.pendente || !reading.data.passagem) return children;
  return frame(<ReadingPage reading={reading.data} />);
};

const ReadingPage = ({ reading }: { reading: Reading }) => {
  const { condominium } = useSession();
  const confirm = useConfirmReading();
  const handover = reading.passagem!;
  const now = new Date();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Stack spacing={3}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {M.gateTitle}
        </Typography>
        {condominium && (
          <Typography color="text.secondary" sx={{ mt: -2 }}>
            {`${condominium.referencia} - ${condominium.nome}`}
          </Typography>
        )}
        <Paper component="section" variant="outlined" aria-labelledby="handover-title" sx={{ p: 2.5 }}>
          <Typography id="handover-title" variant="h6" component="h2">
            {M.lastHandover}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {fill(M.handoverBy, { autor: handover.autor, quando: fastDataHora(new Date(handover.criadoEm)) })}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{handover.resumo}</Typography>
        </Paper>
        <Stack component="section" aria-labelledby="open-items-title" spacing={1.5}>
          <Typography id="open-items-title" variant="h6" component="h2">
            {M.gateOpenItems}
          </Typography>
          {reading.registros.length === 0 ? (
            <Typography color="text.secondary">{M.gateNoOpenItems}</Typography>
          ) : (
            reading.registros.map((entry) => <EntryCard key={entry.id} entry={entry} now={now} isDated />)
          )}
        </Stack>
        {confirm.isError && (
          <Alert severity="error" role="alert">
            {userMessageOf(confirm.error) ?? M.gateConfirmFailed}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          disabled={confirm.isPending}
          aria-busy={confirm.isPending}
          onClick={() =>
            confirm.mutate({ idPassagem: handover.id, registros: reading.registros.map((entry) => entry.id) })
          }
          sx={{ alignSelf: 'flex-start', minHeight: 48, px: 4 }}
        >
          {M.gateConfirm}
        </Button>
      </Stack>
    </Container>
  );
};
