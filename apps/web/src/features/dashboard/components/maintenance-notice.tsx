import Alert from '@mui/material/Alert';
import { MESSAGES } from '@portaria/shared/messages';
import { isMaintenanceWindow } from '../utils/maintenance-window';

type MaintenanceNoticeProps = { now: Date };

/** Spec §2: the system-update notice, only on 12 and 13 October 2024. */
export const MaintenanceNotice = ({ now }: MaintenanceNoticeProps) =>
  isMaintenanceWindow(now) ? (
    <Alert severity="warning" sx={{ mb: 3 }}>
      {MESSAGES.maintenanceNotice}
    </Alert>
  ) : null;
