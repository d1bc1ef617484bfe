import { useState } from 'react';
import Box from '@mui/material/Box';
import type { Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_LIMITS } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { ListEmpty, ListScreen } from '../../../components/list/list-screen';
import { SearchBox } from '../../../components/ui/controls/search-box';
import { rowsOf } from '../../../lib/paged-query';
import { useVehicles } from '../api/get-vehicles';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import { EditVehicleDialog } from './edit-vehicle-dialog';
import { ListFooter } from './list-footer';
import { VehicleDetailDialog } from './vehicle-detail-dialog';
import { VehicleRow, VehicleRowHeader } from './vehicle-row';

type VehiclesListProps = { onBack: () => void; onAdd: () => void };

/** 'Lista de Veículos': search from 3 characters, 5 rows per page appended as the user scrolls. */
export const VehiclesList = ({ onBack, onAdd }: VehiclesListProps) => {
  const [query, setQuery] = useState('');
  const [isFooterVisible, setIsFooterVisible] = useState(true);
  const [opened, setOpened] = useState<Vehicle | null>(null);
  const [editing, setEditing] = useState<Vehicle | null>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);
  const vehicles = useVehicles(query);
  const rows = rowsOf(vehicles.data);

  return (
    <ListScreen
      title={M.listTitle}
      search={
        <SearchBox
          onSearch={setQuery}
          minLength={VEHICLE_LIMITS.searchMinLength}
          placeholder={M.searchPlaceholder}
          defaultExpanded
        />
      }
      query={vehicles}
      isEmpty={rows.length === 0}
      copy={{ loading: M.loadingList, loadMore: M.loadMore, failed: M.searchError }}
      empty={<ListEmpty>{M.emptyList}</ListEmpty>}
      after={
        isFooterVisible &&
        !vehicles.isPending && <ListFooter onAdd={onAdd} onDismiss={() => setIsFooterVisible(false)} />
      }
      onBack={onBack}
      dialogs={
        <>
          <VehicleDetailDialog vehicle={opened} onClose={() => setOpened(null)} />
          <EditVehicleDialog vehicle={editing} onClose={() => setEditing(null)} />
          <DeleteVehicleDialog vehicle={deleting} onClose={() => setDeleting(null)} />
        </>
      }
    >
      {rows.length > 0 && (
        <Box>
          <VehicleRowHeader />
          <Box component="ul" aria-label={M.listTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {rows.map((vehicle) => (
              <VehicleRow
                key={vehicle.id}
                vehicle={vehicle}
                onOpen={setOpened}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            ))}
          </Box>
        </Box>
      )}
    </ListScreen>
  );
};
