import { useState } from 'react';
import DialogContent from '@mui/material/DialogContent';
import type { FlowProps } from '../../types/flow';
import { RegisterVehicle } from './components/register-vehicle';
import { VehiclesList } from './components/vehicles-list';
import { VehiclesMenu } from './components/vehicles-menu';

type View = 'menu' | 'register' | 'list';

/** The 'Veículos' tile: menu, registration wizard, and the list with detail, edit and delete. */
export const VehiclesFlow = ({ onClose }: FlowProps) => {
  const [view, setView] = useState<View>('menu');
  const toMenu = () => setView('menu');
  return (
    <DialogContent sx={{ pt: 1 }}>
      {view === 'menu' && <VehiclesMenu onSelect={setView} />}
      {view === 'register' && <RegisterVehicle onExit={toMenu} onClose={onClose} />}
      {view === 'list' && <VehiclesList onBack={toMenu} onAdd={() => setView('register')} />}
    </DialogContent>
  );
};
