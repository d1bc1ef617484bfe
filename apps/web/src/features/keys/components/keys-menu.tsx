import AssignmentReturn from '@mui/icons-material/AssignmentReturn';
import History from '@mui/icons-material/History';
import Key from '@mui/icons-material/Key';
import Output from '@mui/icons-material/Output';
import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import { FlowMenu, type FlowMenuOption } from '../../../components/flow/flow-menu';

export type KeysView = 'out' | 'checkOut' | 'history' | 'catalogue';

const icon = { color: 'primary', fontSize: 'large', 'aria-hidden': true } as const;

/** 'Chaves': the keys out now first (that is what the desk checks most), then hand one out, history, catalogue. */
export const KeysMenu = ({ canManage, onSelect }: { canManage: boolean; onSelect: (view: KeysView) => void }) => {
  const options: FlowMenuOption<KeysView>[] = [
    { id: 'out', label: M.outNow, icon: <AssignmentReturn {...icon} /> },
    { id: 'checkOut', label: M.checkOut, icon: <Output {...icon} /> },
    { id: 'history', label: M.personHistory, icon: <History {...icon} /> },
    ...(canManage ? [{ id: 'catalogue' as const, label: M.catalogue, icon: <Key {...icon} /> }] : []),
  ];
  return <FlowMenu title={M.whatToDo} options={options} onSelect={onSelect} />;
};
