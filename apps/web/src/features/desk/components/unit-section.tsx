import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';

type Row = { key: string | number; primary: ReactNode; secondary?: ReactNode; aside?: ReactNode };

type UnitSectionProps = {
  title: string;
  /** null: the token may not see this section, so it is not shown at all. */
  rows: Row[] | null;
  /** A button at the section's heading (the authorised people's 'Autorizar pessoa'). */
  action?: ReactNode;
};

/** One section of the unit page: a titled region with its count and one line per row, or 'Nenhum'. */
export const UnitSection = ({ title, rows, action }: UnitSectionProps) => {
  const titleId = useId();
  if (rows === null) return null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, minHeight: 26 }}>
        <Typography id={titleId} variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {title}
        </Typography>
        {rows.length > 0 && <Chip size="small" label={rows.length} />}
        {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{M.emptySection}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row.key}
              sx={{
                display: 'flex',
                // On a phone the chips go under the name, which keeps the width.
                flexDirection: { xs: 'column', sm: 'row' },
                gap: { xs: 0.5, sm: 1 },
                alignItems: { xs: 'flex-start', sm: 'center' },
                py: 0.75,
                '& + &': { borderTop: 1, borderColor: 'divider' },
              }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.primary}</Typography>
                {row.secondary && (
                  <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {row.secondary}
                  </Typography>
                )}
              </Box>
              {row.aside}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
};
