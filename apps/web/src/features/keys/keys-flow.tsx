import { useState } from 'react';
import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import { PERMISSIONS, hasPermission } from '@portaria/shared/permissions';
import type { FlowProps } from '../../types/flow';
import { useSession } from '../../lib/session';
import { CheckOutForm } from './components/check-out-form';
import { KeyCatalogue } from './components/key-catalogue';
import { KeyHistory } from './components/key-history';
import { KeysMenu, type KeysView } from './components/keys-menu';
import { KeysOutList } from './components/keys-out-list';

type View = KeysView | 'menu' | 'keyHistory';
type KeyRef = { id: number; nome: string };

/** The 'Chaves' tile (issue 34): keys out now, hand one out, history, and the catalogue for manageKeys. */
export const KeysFlow = (_props: FlowProps) => {
  const session = useSession();
  const canManage = hasPermission(session.permissions, PERMISSIONS.manageKeys);
  const [view, setView] = useState<View>('menu');
  const [keyRef, setKeyRef] = useState<KeyRef | null>(null);
  const [back, setBack] = useState<View>('out');
  const [done, setDone] = useState<string | null>(null);
  const go = (next: View) => {
    setDone(null);
    setView(next);
  };
  const openHistory = (from: View) => (key: KeyRef) => {
    setKeyRef(key);
    setBack(from);
    go('keyHistory');
  };

  return (
    <DialogContent sx={{ pt: 1 }}>
      {done && view === 'out' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {done}
        </Alert>
      )}
      {view === 'menu' && <KeysMenu canManage={canManage} onSelect={go} />}
      {view === 'out' && (
        <KeysOutList onBack={() => go('menu')} onCheckOut={() => go('checkOut')} onHistory={openHistory('out')} />
      )}
      {view === 'checkOut' && (
        <CheckOutForm
          onBack={() => go('menu')}
          onDone={(message) => {
            setView('out');
            setDone(message);
          }}
        />
      )}
      {view === 'history' && <KeyHistory keyOf={null} onBack={() => go('menu')} />}
      {view === 'keyHistory' && <KeyHistory keyOf={keyRef} onBack={() => go(back)} />}
      {view === 'catalogue' && canManage && (
        <KeyCatalogue onBack={() => go('menu')} onHistory={openHistory('catalogue')} />
      )}
    </DialogContent>
  );
};
