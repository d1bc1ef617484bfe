import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MESSAGES } from '@portaria/shared/messages';
import type { Draft } from './use-draft';

/** 'Rascunho recuperado' over a form that came back filled, with the way to start empty. */
export const DraftNotice = ({ draft }: { draft: Draft }) =>
  draft.isRestored ? (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" onClick={draft.discard} sx={{ fontWeight: 700 }}>
          {MESSAGES.draftDiscard}
        </Button>
      }
    >
      {MESSAGES.draftRestored}
    </Alert>
  ) : null;
