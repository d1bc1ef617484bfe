import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import ChevronRight from '@mui/icons-material/ChevronRight';

export type FlowMenuOption<Id extends string> = {
  id: Id;
  label: string;
  icon: ReactNode;
  /** An option that exists in the product but not yet here: shown, marked with `note`, not clickable. */
  isDisabled?: boolean;
  note?: string;
};

type FlowMenuProps<Id extends string> = {
  /** 'O que deseja fazer?' */
  title: string;
  options: readonly FlowMenuOption<Id>[];
  onSelect: (id: Id) => void;
  /** 'list': one row per option with a chevron; 'tiles': side by side, icon over the label. */
  layout?: 'list' | 'tiles';
};

const optionStyle = (layout: 'list' | 'tiles') => (theme: Theme) => ({
  borderRadius: 2,
  border: `2px solid ${theme.palette.divider}`,
  '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' },
  ...(layout === 'list'
    ? {
        justifyContent: 'flex-start',
        gap: 2,
        minHeight: 72,
        px: 2.5,
        fontSize: '1.05rem',
        fontWeight: 600,
        textAlign: 'left',
      }
    : {
        minHeight: 132,
        p: 2.5,
        gap: 1.5,
        flexDirection: 'column',
        bgcolor: 'background.paper',
        color: 'primary.main',
      }),
});

/** Tiles fill whole rows: three in one row, four in two rows of two (never a lone tile under three). */
const gridOf = (layout: 'list' | 'tiles', count: number) =>
  layout === 'list'
    ? { display: 'grid', gap: 1.5 }
    : { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: `repeat(${count % 3 === 0 ? 3 : 2}, 1fr)` } };

/** The first screen of a flow: its question and one button per way in; each opens its screen at once. */
export const FlowMenu = <Id extends string>({ title, options, onSelect, layout = 'list' }: FlowMenuProps<Id>) => {
  const titleId = useId();
  // The keyboard starts on the first way in: Enter on the dashboard tile, then Enter again (issue 17).
  const firstEnabled = options.find((option) => !option.isDisabled)?.id;
  return (
    <Box component="nav" aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Box sx={gridOf(layout, options.length)}>
        {options.map((option) => (
          <ButtonBase
            key={option.id}
            onClick={() => onSelect(option.id)}
            disabled={option.isDisabled}
            autoFocus={option.id === firstEnabled}
            sx={[optionStyle(layout), option.isDisabled === true && { opacity: 0.75, borderStyle: 'dashed' }]}
          >
            {option.icon}
            {layout === 'list' ? (
              <>
                <Box component="span" sx={{ flex: 1 }}>
                  {option.label}
                  {option.note && (
                    <Box
                      component="span"
                      sx={{ display: 'block', fontSize: '0.85rem', fontWeight: 500, color: 'text.secondary' }}
                    >
                      {option.note}
                    </Box>
                  )}
                </Box>
                {!option.isDisabled && <ChevronRight color="action" aria-hidden />}
              </>
            ) : (
              <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem', color: 'text.primary' }}>
                {option.label}
              </Typography>
            )}
          </ButtonBase>
        ))}
      </Box>
    </Box>
  );
};
