import Typography from '@mui/material/Typography';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { openExternal } from '../../../lib/browser';
import { usePublicConfig } from '../../../lib/get-public-config';

/** Menu option 6: the redirect notice; CONTINUAR opens the panel set in BIOMETRICS_PANEL_URL. */
export const BiometricsNotice = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const config = usePublicConfig();
  const url = config.data?.biometricsPanelUrl ?? null;
  const handleContinue = () => {
    if (url) openExternal(url);
    onClose();
  };
  return (
    <AppDialog
      open={open}
      title={M.menuBiometrics}
      cancelLabel={M.cancel}
      confirmLabel={M.continue}
      onCancel={onClose}
      onConfirm={handleContinue}
      isConfirmDisabled={!url}
    >
      <Typography>{M.biometricsNotice}</Typography>
    </AppDialog>
  );
};
