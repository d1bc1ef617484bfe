import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@portaria/shared/messages';
import { TIMELINE_MESSAGES as M } from '@portaria/shared/timeline/timeline.messages';
import { TimelineView } from './components/timeline-view';

type TimelineDialogProps = { onClose: () => void; today: Date };

/** The timeline opened from the dashboard, over it, so the desk goes back to the tiles with one click. */
export const TimelineDialog = ({ onClose, today }: TimelineDialogProps) => {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {M.title}
      </DialogTitle>
      <DialogContent dividers sx={{ minHeight: 360 }}>
        <TimelineView today={today} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{MESSAGES.close}</Button>
      </DialogActions>
    </Dialog>
  );
};
