import { Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@portaria/shared/messages';
import { FlowGuardProvider, useFlowGuardState } from '../../../components/flow/flow-guard';
import { AppDialog } from '../../../components/ui/app-dialog';
import type { FlowComponent } from '../../../types/flow';

type FlowDialogProps = { title: string | null; Flow: FlowComponent | null; onClose: () => void };

/**
 * The modal a tile opens: its title on top, the area's flow (loaded on demand) inside. A click outside never
 * closes it; Esc or the flow's own `Fechar` with unsaved input asks first (issue 17), for every area.
 */
export const FlowDialog = ({ title, Flow, onClose }: FlowDialogProps) => {
  const titleId = useId();
  const isOpen = Boolean(title && Flow);
  const { guard, isDirty } = useFlowGuardState();
  const [isAsking, setIsAsking] = useState(false);
  const requestClose = () => {
    if (isDirty) setIsAsking(true);
    else onClose();
  };
  return (
    <Dialog
      open={isOpen}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') requestClose();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {title}
      </DialogTitle>
      {Flow && (
        <FlowGuardProvider guard={guard}>
          <Suspense
            fallback={
              <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
                <CircularProgress aria-label={MESSAGES.wait} />
              </Box>
            }
          >
            <Flow onClose={requestClose} />
          </Suspense>
        </FlowGuardProvider>
      )}
      <AppDialog
        open={isAsking}
        title={MESSAGES.discardQuestion}
        cancelLabel={MESSAGES.cancel}
        confirmLabel={MESSAGES.discard}
        onCancel={() => setIsAsking(false)}
        onConfirm={() => {
          setIsAsking(false);
          onClose();
        }}
        maxWidth="xs"
      />
    </Dialog>
  );
};
