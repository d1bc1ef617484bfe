import Box from '@mui/material/Box';
import { useShelfCount } from '../api/get-shelf';
import { waitingText } from '../utils/waiting-text';

/**
 * The correspondence tile's line 'N aguardando' (issue 33 item 1): the condominium's counter, refetched after every
 * registration or release. Part of the tile's description, so a screen reader hears it with the title.
 */
export const ShelfTileCount = () => {
  const count = useShelfCount();
  if (!count.isSuccess || count.data === 0) return null;
  return (
    <Box component="span" sx={{ display: 'block', mt: 0.5, fontWeight: 700, color: 'text.primary' }}>
      {waitingText({ total: count.data, totalExato: true })}
    </Box>
  );
};
