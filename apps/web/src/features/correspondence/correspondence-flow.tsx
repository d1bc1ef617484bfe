import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { MESSAGES } from '@portaria/shared/messages';
import { RetryAlert } from '../../components/ui/retry-alert';
import { useCondominium } from '../../lib/get-condominium';
import { useSession } from '../../lib/session';
import type { FlowProps } from '../../types/flow';
import type { HomeChoice } from './components/correspondence-home';
import { CorrespondenceHome } from './components/correspondence-home';
import { RegisterFlow } from './components/register-flow';
import { ReleaseFlow } from './components/release-flow';
import { WEB_COPY } from './correspondence-copy';

type View = 'home' | HomeChoice;

// The history brings the date pickers and the table: fetched only when somebody opens it.
const HistoryFlow = lazy(() => import('./components/history-flow').then((m) => ({ default: m.HistoryFlow })));

const Waiting = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
    <CircularProgress aria-label={MESSAGES.wait} />
  </Box>
);

/** The 'Correspondência e Entregas' tile: home menu, registration, release and history (spec 02 §2.6). */
export const CorrespondenceFlow = ({ onClose }: FlowProps) => {
  const session = useSession();
  const condominium = useCondominium(session.condominiumId);
  const [view, setView] = useState<View>('home');
  const goHome = () => setView('home');

  const renderBody = () => {
    if (condominium.isPending) return <Waiting />;
    if (condominium.isError) {
      return (
        <RetryAlert onRetry={() => void condominium.refetch()}>
          {WEB_COPY.blocksLoadError}
        </RetryAlert>
      );
    }
    const condo = condominium.data;
    if (view === 'register') return <RegisterFlow condominium={condo} onExit={goHome} />;
    if (view === 'release') return <ReleaseFlow condominium={condo} onExit={goHome} />;
    if (view === 'history') {
      return (
        <Suspense fallback={<Waiting />}>
          <HistoryFlow condominium={condo} onExit={goHome} />
        </Suspense>
      );
    }
    return <CorrespondenceHome onChoose={setView} />;
  };

  return (
    <>
      <DialogContent sx={{ minHeight: 320 }}>{renderBody()}</DialogContent>
      {view === 'home' && (
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button variant="outlined" size="large" onClick={onClose} sx={{ minWidth: 112 }}>
            {MESSAGES.close}
          </Button>
        </DialogActions>
      )}
    </>
  );
};
