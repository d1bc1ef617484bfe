import { lazy, Suspense } from 'react';
import DialogContent from '@mui/material/DialogContent';
import { CondominiumGate } from '../../components/flow/condominium-gate';
import { CenteredSpinner } from '../../components/ui/status/centered-spinner';
import { useFlowState, useFlowView } from '../../components/flow/flow-scope';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import type { ShelfItem } from '@portaria/shared/correspondence/shelf.schemas';
import type { FlowProps, UnitTarget } from '../../types/flow';
import type { HomeChoice } from './components/correspondence-home';
import { CorrespondenceHome } from './components/correspondence-home';
import { RegisterFlow } from './components/register-flow';
import { ReleaseByCodeFlow } from './components/release-by-code-flow';
import { ReleaseFlow } from './components/release-flow';
import { WEB_COPY } from './correspondence-copy';

type View = 'home' | HomeChoice;

// The history brings the date pickers and the table: fetched only when somebody opens it.
const HistoryFlow = lazy(() => import('./components/history-flow').then((m) => ({ default: m.HistoryFlow })));
const ShelfScreen = lazy(() => import('./components/shelf-screen').then((m) => ({ default: m.ShelfScreen })));

/** The 'Correspondência e Entregas' tile: home menu, registration, release and history (spec 02 §2.6); the dialog's X closes it. */
export const CorrespondenceFlow = ({ onClose }: FlowProps) => {
  // Kept across a page refresh with the open flow (issue 28 §6).
  const [view, setView] = useFlowView<View>('home');
  const goHome = () => setView('home');
  // 'Liberar' on a shelf row: the release wizard starts on that unit's parcels, as the desk's quick action does.
  const [, setReleaseStart] = useFlowState<UnitTarget['wizard'] | null>('wizard:release', null);
  const releaseFromShelf = (condo: Condominium, row: ShelfItem) => {
    const block = condo.blocos.find((b) => b.unidades.some((u) => u.idUnidade === row.idUnidade));
    if (!block) return;
    setReleaseStart({ blockId: block.idBloco, unitId: row.idUnidade, step: condo.blocos.length === 1 ? 1 : 2 });
    setView('release');
  };

  return (
    <DialogContent sx={{ minHeight: 320 }}>
      <CondominiumGate errorMessage={WEB_COPY.blocksLoadError}>
        {(condo) => {
          if (view === 'register') return <RegisterFlow condominium={condo} onExit={goHome} onClose={onClose} />;
          if (view === 'release') return <ReleaseFlow condominium={condo} onExit={goHome} />;
          if (view === 'releaseByCode')
            return <ReleaseByCodeFlow condominium={condo} onExit={goHome} onClose={onClose} />;
          if (view === 'shelf') {
            return (
              <Suspense fallback={<CenteredSpinner />}>
                <ShelfScreen condominium={condo} onExit={goHome} onRelease={(row) => releaseFromShelf(condo, row)} />
              </Suspense>
            );
          }
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
