import DirectionsCar from '@mui/icons-material/DirectionsCar';
import PedalBike from '@mui/icons-material/PedalBike';
import TwoWheeler from '@mui/icons-material/TwoWheeler';
import Commute from '@mui/icons-material/Commute';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { VehicleType } from '@portaria/shared/vehicles/vehicle.schemas';

const ICONS = { CARRO: DirectionsCar, MOTO: TwoWheeler, BICICLETA: PedalBike, OUTROS: Commute } as const;

/** The row's type icon; decorative, the type is written next to it. */
export const VehicleTypeIcon = ({ tipo, ...props }: { tipo: VehicleType } & SvgIconProps) => {
  const Icon = ICONS[tipo];
  return <Icon aria-hidden {...props} />;
};
