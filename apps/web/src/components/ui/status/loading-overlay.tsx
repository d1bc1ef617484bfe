import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';

type LoadingOverlayProps = { open: boolean; text?: string };

/** Full-screen wait state above every dialog; renders nothing when closed. */
export const LoadingOverlay = ({ open, text = MESSAGES.wait }: LoadingOverlayProps) => {
  if (!open) return null;
  return (
    <Backdrop
      open
      transitionDuration={0}
      aria-busy="true"
      sx={(theme) => ({
        zIndex: theme.zIndex.modal + 1,
        color: theme.palette.common.white,
        flexDirection: 'column',
        gap: 2,
      })}
    >
      <CircularProgress color="inherit" aria-label={text} />
      <Typography role="status" variant="h6" component="p">
        {text}
      </Typography>
    </Backdrop>
  );
};
