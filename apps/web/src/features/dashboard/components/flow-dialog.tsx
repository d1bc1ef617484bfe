import { Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Close from '@mui/icons-material/Close';
import { MESSAGES } from '@portaria/shared/messages';
import { FlowGuardProvider, useFlowGuardState } from '../../../components/flow/flow-guard';
import { FlowScopeProvider } from '../../../components/flow/flow-scope';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { useBackHandler } from '../../../lib/back-guard';
import type { FlowComponent } from '../../../types/flow';

type FlowDialogProps = {
  title: string | null;
  Flow: FlowComponent | null;
  onClose: () => void;
  /** Where the flow keeps its position across a page refresh (the tile's id). */
  scope?: string;
};

/**
 * The modal a tile opens: its title and a close button (X, 'Fechar') on top, the area's flow (loaded on demand)
 * inside. The X, a click outside, Esc, the browser's Back and the flow's own `Fechar` all close it, and each asks
 * first when the flow holds unsaved input (issues 17 and 28); 'Descartar' also forgets the flow's drafts.
 */
export const FlowDialog = ({ title, Flow, onClose, scope = 'flow' }: FlowDialogProps) => {
  const titleId = useId();
  const isOpen = Boolean(title && Flow);
  const { guard, isDirty, discardAll } = useFlowGuardState();
  const [isAsking, setIsAsking] = useState(false);
  const requestClose = () => {
    if (isDirty) setIsAsking(true);
    else onClose();
  };
  useBackHandler(requestClose, isOpen, 1);
  return (
    <Dialog open={isOpen} onClose={requestClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pr: 8 }}>
        {title}
      </DialogTitle>
      <IconButton aria-label={MESSAGES.close} onClick={requestClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
        <Close />
      </IconButton>
      {Flow && (
        <FlowGuardProvider guard={guard}>
          <FlowScopeProvider name={scope}>
            <Suspense
              fallback={
                <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
                  <CircularProgress aria-label={MESSAGES.wait} />
                </Box>
              }
            >
              <Flow onClose={requestClose} />
            </Suspense>
          </FlowScopeProvider>
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
          discardAll();
          onClose();
        }}
        maxWidth="xs"
      />
    </Dialog>
  );
};
