import type { ReactNode } from 'react';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { UiAction } from '../controls/action-buttons';
import { ActionButtons } from '../controls/action-buttons';
import { SeverityIcon } from '../status/severity-icon';

export type ResultVariant = 'success' | 'cancel' | 'warning';

export type ResultPanelProps = {
  variant: ResultVariant;
  title: string;
  description?: ReactNode;
  actions: UiAction[];
  /** Extra content under the description (notes, summaries). */
  children?: ReactNode;
};

/** Fills the flow's area with the outcome: green check, red X or amber warning. */
export const ResultPanel = ({ variant, title, description, actions, children }: ResultPanelProps) => {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-variant={variant}
      sx={{
        minHeight: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: { xs: 3, sm: 5 },
      }}
    >
      <SeverityIcon severity={variant} size={112} />
      <Typography id={titleId} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {description !== undefined && (
        <Typography component="div" color="text.secondary" sx={{ maxWidth: 560 }}>
          {description}
        </Typography>
      )}
      {children}
      <Box sx={{ mt: 2 }}>
        <ActionButtons justify="center" actions={actions} />
      </Box>
    </Box>
  );
};
