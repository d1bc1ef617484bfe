import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { colourLabel, plateText, typeLabel, unitText } from '../utils/vehicle-text';
import { VehicleTypeIcon } from './vehicle-type-icon';

type VehicleRowProps = {
  vehicle: Vehicle;
  onOpen: (vehicle: Vehicle) => void;
  onEdit: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
};

export const ROW_COLUMNS = '32px 0.9fr 1.3fr 1fr 0.9fr 0.7fr';

const Cell = ({ label, value, isPlate = false }: { label: string; value: string | null; isPlate?: boolean }) => {
  const isMissing = value === M.notInformed;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
        {label}
      </Typography>
      <Typography
        noWrap
        color={isMissing ? 'text.secondary' : 'text.primary'}
        sx={{
          fontSize: { sm: '0.9rem', md: '1rem' },
          fontWeight: isPlate && !isMissing ? 700 : 400,
          letterSpacing: isPlate && !isMissing ? 1 : 0,
        }}
      >
        {value}
      </Typography>
    </Box>
  );
};

/** Column names above the rows on wide screens (narrow rows carry their own captions). */
export const VehicleRowHeader = () => (
  <Box
    aria-hidden
    sx={{
      display: { xs: 'none', sm: 'flex' },
      gap: 1,
      pr: '188px',
      borderBottom: 2,
      borderColor: 'divider',
    }}
  >
    <Box sx={{ flex: 1, display: 'grid', gridTemplateColumns: ROW_COLUMNS, gap: 1.5, px: 1, py: 0.75 }}>
      {['', M.typeLabel, M.plateLabel, M.colourLabel, M.blockLabel, M.unitLabel].map((label) => (
        <Typography
          key={label || 'icon'}
          variant="caption"
          color="text.secondary"
          sx={{ fontWeight: 600, textTransform: 'uppercase' }}
        >
          {label}
        </Typography>
      ))}
    </Box>
  </Box>
);

/** Type icon, type, plate, colour, block, unit; the row opens the detail, with Editar and Excluir beside it. */
/** 'Editar PRT3E45': a screen reader hears which vehicle each button acts on (the visible text starts the name). */
const actionName = (action: string, vehicle: Vehicle) =>
  `${action} ${vehicle.placa ? vehicle.placa.toUpperCase() : `${typeLabel(vehicle.tipo)} ${unitText(vehicle.unidade)}`}`;

export const VehicleRow = ({ vehicle, onOpen, onEdit, onDelete }: VehicleRowProps) => (
  <Box
    component="li"
    sx={{ display: 'flex', alignItems: 'center', gap: 1, borderBottom: 1, borderColor: 'divider', py: 0.5 }}
  >
    <ButtonBase
      onClick={() => onOpen(vehicle)}
      sx={{
        flex: 1,
        display: 'grid',
        gridTemplateColumns: { xs: '32px 1fr 1fr', sm: ROW_COLUMNS },
        '& > svg': { gridRow: { xs: 'span 3', sm: 'auto' } },
        gap: 1.5,
        alignItems: 'center',
        textAlign: 'left',
        px: 1,
        py: 1.25,
        borderRadius: 1,
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <VehicleTypeIcon tipo={vehicle.tipo} color="primary" />
      <Cell label={M.typeLabel} value={typeLabel(vehicle.tipo)} />
      <Cell label={M.plateLabel} value={plateText(vehicle)} isPlate />
      <Cell label={M.colourLabel} value={colourLabel(vehicle.cor)} />
      <Cell label={M.blockLabel} value={vehicle.unidade.nmBloco} />
      <Cell label={M.unitLabel} value={vehicle.unidade.nome} />
    </ButtonBase>
    <Button
      size="small"
      startIcon={<EditOutlined />}
      onClick={() => onEdit(vehicle)}
      aria-label={actionName(M.edit, vehicle)}
      sx={{ minHeight: 40, width: 88 }}
    >
      {M.edit}
    </Button>
    <Button
      size="small"
      color="error"
      startIcon={<DeleteOutline />}
      onClick={() => onDelete(vehicle)}
      aria-label={actionName(M.delete, vehicle)}
      sx={{ minHeight: 40, width: 92 }}
    >
      {M.delete}
    </Button>
  </Box>
);
