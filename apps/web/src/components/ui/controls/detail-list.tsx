import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type DetailRow = readonly [label: string, value: ReactNode];

type DetailListProps = { rows: readonly DetailRow[]; 'aria-label'?: string };

/** Label/value pairs as a definition list (confirmation summaries, detail cards). */
export const DetailList = ({ rows, 'aria-label': ariaLabel }: DetailListProps) => (
  <Box
    component="dl"
    aria-label={ariaLabel}
    sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}
  >
    {rows.map(([label, value]) => (
      <Box key={label} sx={{ display: 'contents' }}>
        <Typography component="dt" color="text.secondary">
          {label}
        </Typography>
        <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {value}
        </Typography>
      </Box>
    ))}
  </Box>
);
