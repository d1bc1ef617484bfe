import { lazy, Suspense } from 'react';
import DialogContent from '@mui/material/DialogContent';
import { CondominiumGate } from '../../components/flow/condominium-gate';
import { CenteredSpinner } from '../../components/ui/status/centered-spinner';
import { useFlowView } from '../../components/flow/flow-scope';
import type { FlowProps } from '../../types/flow';
import type { HomeChoice } from './components/correspondence-home';
import { CorrespondenceHome } from './components/correspondence-home';
import { RegisterFlow } from './components/register-flow';
import { ReleaseByCodeFlow } from './components/release-by-code-flow';
import { ReleaseFlow } from './components/release-flow';
import { WEB_COPY } from './correspondence-copy';

type View = 'home' | HomeChoice;

// The history brings the date pickers and the table: fetched only when somebody opens it.
const HistoryFlow = lazy(() => import('./components/history-flow').then((m) => ({ default: m.HistoryFlow })));

/** The 'Correspondência e Entregas' tile: home menu, registration, release and history (spec 02 §2.6); the dialog's X closes it. */
export const CorrespondenceFlow = ({ onClose }: FlowProps) => {
  // Kept across a page refresh with the open flow (issue 28 §6).
  const [view, setView] = useFlowView<View>('home');
  const goHome = () => setView('home');

  return (
    <DialogContent sx={{ minHeight: 320 }}>
      <CondominiumGate errorMessage={WEB_COPY.blocksLoadError}>
        {(condo) => {
          if (view === 'register') return <RegisterFlow condominium={condo} onExit={goHome} onClose={onClose} />;
          if (view === 'release') return <ReleaseFlow condominium={condo} onExit={goHome} />;
          if (view === 'releaseByCode') return <ReleaseByCodeFlow onExit={goHome} />;
          if (view === 'history') {
            return (
              <Suspense fallback={<CenteredSpinner />}>
                <HistoryFlow condominium={condo} onExit={goHome} />
              </Suspense>
            );
          }
          return <CorrespondenceHome onChoose={setView} />;
        }}
      </CondominiumGate>
    </DialogContent>
  );
};
