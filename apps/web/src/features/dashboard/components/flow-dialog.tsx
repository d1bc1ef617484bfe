import { Suspense, useId } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@portaria/shared/messages';
import type { FlowComponent } from '../../../types/flow';

type FlowDialogProps = { title: string | null; Flow: FlowComponent | null; onClose: () => void };

/** The modal a tile opens: its title on top, the area's flow (loaded on demand) inside. */
export const FlowDialog = ({ title, Flow, onClose }: FlowDialogProps) => {
  const titleId = useId();
  const isOpen = Boolean(title && Flow);
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {Flow && (
        <Suspense
          fallback={
            <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
              <CircularProgress aria-label={MESSAGES.wait} />
            </Box>
          }
        >
          <Flow onClose={onClose} />
        </Suspense>
      )}
    </Dialog>
  );
};
