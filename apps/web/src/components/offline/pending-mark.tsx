import Chip from '@mui/material/Chip';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { OFFLINE_MESSAGES as M } from '@portaria/shared/common/offline.messages';

/** The mark of a record made offline and not yet accepted by the server, on the list that shows that kind of record. */
export const PendingMark = () => (
  <Chip
    size="small"
    color="warning"
    variant="outlined"
    icon={<CloudUpload />}
    label={M.pendingMark}
    sx={{ fontWeight: 600 }}
  />
);
