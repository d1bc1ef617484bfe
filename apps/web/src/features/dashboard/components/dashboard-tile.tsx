import { cloneElement, useId } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { MESSAGES, TILE_DESCRIPTIONS } from '@portaria/shared/messages';
import type { TileId } from '@portaria/shared/permissions';
import type { TilePresentation } from '../../../types/flow';

type DashboardTileProps = TilePresentation & {
  id: TileId;
  title: string;
  onOpen: (id: TileId) => void;
  isComingSoon?: boolean;
};

/**
 * One dashboard tile. The button is the title itself, stretched over the whole card (::after), so its
 * accessible name is exactly the visible title (WCAG 2.5.3) and the one-line summary is its description.
 */
export const DashboardTile = ({ id, title, icon, accent, Count, onOpen, isComingSoon = false }: DashboardTileProps) => {
  const descriptionId = useId();
  const description = TILE_DESCRIPTIONS[id];
  return (
    <Card
      sx={{
        position: 'relative',
        height: '100%',
        p: 3,
        display: 'flex',
        alignItems: 'flex-start',
        gap: 2,
        cursor: 'pointer',
        transition: 'box-shadow .2s, transform .2s',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: 4 },
        '&:focus-within': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
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
          <ButtonBase
            aria-describedby={descriptionId}
            onClick={() => onOpen(id)}
            disableRipple
            sx={{
              font: 'inherit',
              textAlign: 'left',
              color: 'inherit',
              '&::after': { content: '""', position: 'absolute', inset: 0 },
            }}
          >
            {title}
          </ButtonBase>
        </Typography>
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {isComingSoon && (
            <Chip
              component="span"
              size="small"
              variant="outlined"
              label={MESSAGES.tileComingSoon}
              sx={{ mr: 1, mb: 0.5, fontWeight: 600, color: 'text.primary', borderColor: 'text.secondary' }}
            />
          )}
          {description}
          {Count && <Count />}
        </Typography>
      </Box>
      <ChevronRight aria-hidden="true" sx={{ color: 'text.secondary', alignSelf: 'center' }} />
    </Card>
  );
};
