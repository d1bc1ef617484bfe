import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import FaceRetouchingNatural from '@mui/icons-material/FaceRetouchingNatural';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import RecentActors from '@mui/icons-material/RecentActors';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { FlowMenu, type FlowMenuOption } from '../../../components/flow/flow-menu';

export type AccessMenuChoice = 'register' | 'list' | 'visitor' | 'visitors' | 'entries' | 'biometrics';

const icon = (Icon: typeof AddCircleOutline) => <Icon color="primary" fontSize="large" aria-hidden />;

/** Spec 02 §2.1 'O que deseja fazer?': options 1 to 6, the biometrics panel only where the condominium has it. */
export const AccessMenu = ({
  hasBiometrics,
  onSelect,
}: {
  hasBiometrics: boolean;
  onSelect: (choice: AccessMenuChoice) => void;
}) => {
  const options: FlowMenuOption<AccessMenuChoice>[] = [
    { id: 'register', label: M.menuNewResident, icon: icon(AddCircleOutline) },
    { id: 'list', label: M.menuResidentList, icon: icon(FormatListBulleted) },
    { id: 'visitor', label: M.menuNewVisitor, icon: icon(PersonAddAlt) },
    { id: 'visitors', label: M.menuVisitorList, icon: icon(RecentActors) },
    { id: 'entries', label: M.menuEntries, icon: icon(SwapHoriz) },
  ];
  if (hasBiometrics) options.push({ id: 'biometrics', label: M.menuBiometrics, icon: icon(FaceRetouchingNatural) });
  return <FlowMenu title={M.menuTitle} options={options} onSelect={onSelect} />;
};
