import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { OFFLINE_MESSAGES as M } from '@portaria/shared/common/offline.messages';

/**
 * The mark of a record made offline and not yet accepted by the server, on the list that shows that kind of record.
 * `what` names the record when a row can hold two (a visit's entry and exit): 'Entrada · Aguardando envio'.
 */
export const PendingMark = ({ what }: { what?: string }) => (
  <Chip
    size="small"
    color="warning"
    variant="outlined"
    icon={<CloudUpload />}
    label={
      what ? (
        <>
          <Box component="span" sx={{ fontWeight: 400 }}>{`${what} · `}</Box>
          <span>{M.pendingMark}</span>
        </>
      ) : (
        M.pendingMark
      )
    }
    sx={{ fontWeight: 600 }}
  />
);
