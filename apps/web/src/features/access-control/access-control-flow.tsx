import { useState } from 'react';
import DialogContent from '@mui/material/DialogContent';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { CondominiumGate } from '../../components/flow/condominium-gate';
import { useFlowView } from '../../components/flow/flow-scope';
import type { FlowProps } from '../../types/flow';
import { AccessMenu, type AccessMenuChoice } from './components/access-menu';
import { BiometricsNotice } from './components/biometrics-notice';
import { RegisterResident } from './components/register-resident';
import { ResidentsList } from './components/residents-list';
import { EntriesScreen } from './entries/components/entries-screen';
import { RegisterVisitor } from './visitors/components/register-visitor';
import { VisitorsList } from './visitors/components/visitors-list';

type View = 'menu' | 'register' | 'list' | 'visitor' | 'visitors' | 'entries';

/** The 'Controle de Acesso' tile (spec 02 §2.1–§2.4): menu, residents, visitors and providers, entries and exits. */
export const AccessControlFlow = (_props: FlowProps) => {
  // Kept across a page refresh with the open flow (issue 28 §6).
  const [view, setView] = useFlowView<View>('menu');
  const [isBiometricsOpen, setIsBiometricsOpen] = useState(false);
  const toMenu = () => setView('menu');
  const handleSelect = (choice: AccessMenuChoice) => {
    if (choice === 'biometrics') setIsBiometricsOpen(true);
    else setView(choice);
  };
  return (
    <DialogContent sx={{ pt: 1 }}>
      <CondominiumGate errorMessage={M.unitsFailed}>
        {(condominium) => (
          <>
            {view === 'menu' && <AccessMenu hasBiometrics={condominium.tem_biometria} onSelect={handleSelect} />}
            {view === 'register' && <RegisterResident condominium={condominium} onExit={toMenu} />}
            {view === 'list' && (
              <ResidentsList condominium={condominium} onBack={toMenu} onAdd={() => setView('register')} />
            )}
            {view === 'visitor' && <RegisterVisitor condominium={condominium} onExit={toMenu} />}
            {view === 'visitors' && (
              <VisitorsList condominium={condominium} onBack={toMenu} onAdd={() => setView('visitor')} />
            )}
            {view === 'entries' && <EntriesScreen condominium={condominium} onBack={toMenu} />}
            <BiometricsNotice open={isBiometricsOpen} onClose={() => setIsBiometricsOpen(false)} />
          </>
        )}
      </CondominiumGate>
    </DialogContent>
  );
};
