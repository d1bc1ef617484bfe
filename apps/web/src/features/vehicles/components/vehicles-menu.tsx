import AddCircleOutline from '@mui/icons-material/AddCircleOutlined';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { FlowMenu } from '../../../components/flow/flow-menu';

export type VehiclesMenuChoice = 'register' | 'list';

const OPTIONS = [
  { id: 'register', label: M.registerOption, icon: <AddCircleOutline color="primary" fontSize="large" aria-hidden /> },
  { id: 'list', label: M.listOption, icon: <FormatListBulleted color="primary" fontSize="large" aria-hidden /> },
] as const;

/** 'O que deseja fazer?' — each option opens its screen at once. */
export const VehiclesMenu = ({ onSelect }: { onSelect: (choice: VehiclesMenuChoice) => void }) => (
  <FlowMenu title={M.whatToDo} options={OPTIONS} onSelect={onSelect} />
);
