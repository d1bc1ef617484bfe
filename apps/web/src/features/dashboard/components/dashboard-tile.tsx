import { cloneElement, useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import type { TileId } from '@portaria/shared/permissions';
import { TILE_PRESENTATION } from '../tiles';

type DashboardTileProps = { id: TileId; title: string; onOpen: (id: TileId) => void };

/** One dashboard tile: a large button named by its title, described by its one-line summary. */
export const DashboardTile = ({ id, title, onOpen }: DashboardTileProps) => {
  const descriptionId = useId();
  const { icon, description, accent } = TILE_PRESENTATION[id];
  return (
    <Card sx={{ height: '100%', transition: 'box-shadow .2s, transform .2s', '&:hover': { transform: 'translateY(-2px)' } }}>
      <CardActionArea
        aria-label={title}
        aria-describedby={descriptionId}
        onClick={() => onOpen(id)}
        sx={{ height: '100%', p: 3, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}
      >
        <Box
          aria-hidden="true"
          sx={{
            flexShrink: 0,
            width: 56,
            height: 56,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            color: accent,
            bgcolor: `${accent}1a`,
          }}
        >
          {cloneElement(icon, { fontSize: 'large' } as object)}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h3" sx={{ mb: 0.5 }}>
            {title}
          </Typography>
          <Typography id={descriptionId} variant="body2" color="text.secondary">
            {description}
          </Typography>
        </Box>
        <ChevronRight aria-hidden="true" sx={{ color: 'text.secondary', alignSelf: 'center' }} />
      </CardActionArea>
    </Card>
  );
};
