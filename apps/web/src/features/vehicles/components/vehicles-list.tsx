import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { MESSAGES } from '@portaria/shared/messages';
import type { Vehicle } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_LIMITS } from '@portaria/shared/vehicles/vehicle.schemas';
import { VEHICLE_MESSAGES as M } from '@portaria/shared/vehicles/vehicles.messages';
import { InfiniteList } from '../../../components/list/infinite-list';
import { CenteredSpinner } from '../../../components/ui/centered-spinner';
import { SearchBox } from '../../../components/ui/search-box';
import { RetryAlert } from '../../../components/ui/retry-alert';
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
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        {M.listTitle}
      </Typography>
      <SearchBox
        onSearch={setQuery}
        minLength={VEHICLE_LIMITS.searchMinLength}
        placeholder={M.searchPlaceholder}
        defaultExpanded
      />
      {vehicles.isPending && <CenteredSpinner label={M.loadingList} minHeight={160} />}
      {vehicles.isError && (
        <RetryAlert onRetry={() => void vehicles.refetch()}>{M.searchError}</RetryAlert>
      )}
      {vehicles.isSuccess && rows.length === 0 && (
        <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {M.emptyList}
        </Typography>
      )}
      <InfiniteList query={vehicles} loadingLabel={M.loadingList} loadMoreLabel={M.loadMore}>
        {rows.length > 0 && (
          <Box>
            <VehicleRowHeader />
            <Box component="ul" aria-label={M.listTitle} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {rows.map((vehicle) => (
                <VehicleRow key={vehicle.id} vehicle={vehicle} onOpen={setOpened} onEdit={setEditing} onDelete={setDeleting} />
              ))}
            </Box>
          </Box>
        )}
      </InfiniteList>
      {isFooterVisible && !vehicles.isPending && <ListFooter onAdd={onAdd} onDismiss={() => setIsFooterVisible(false)} />}
      <Box>
        <Button variant="outlined" size="large" startIcon={<ArrowBack />} onClick={onBack} sx={{ minHeight: 44 }}>
          {MESSAGES.back}
        </Button>
      </Box>
      <VehicleDetailDialog vehicle={opened} onClose={() => setOpened(null)} />
      <EditVehicleDialog vehicle={editing} onClose={() => setEditing(null)} />
      <DeleteVehicleDialog vehicle={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
};
