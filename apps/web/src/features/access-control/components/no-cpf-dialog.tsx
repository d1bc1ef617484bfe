import { ACCESS_LABELS as L } from '@portaria/shared/access-control/access-control.messages';
import { fill } from '@portaria/shared/text';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { formatPhone } from '@portaria/shared/br/phone';
import { AppDialog } from '../../../components/ui/dialogs/app-dialog';
import { usePublicConfig } from '../../../lib/get-public-config';
import { telHref, whatsappHref } from '../utils/resident-text';

const local = (digits: string) => formatPhone(digits.replace(/^55/, ''));

/** Spec 02 §2.2: a resident without a CPF changes the registration through the self-service channel. */
export const NoCpfDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const config = usePublicConfig().data;
  return (
    <AppDialog open={open} title={M.noCpfTitle} onCancel={onClose}>
      <Typography>{M.noCpfText}</Typography>
      {config && !config.supportWhatsapp && !config.supportPhone && (
        <Typography sx={{ mt: 2 }}>{M.supportNotConfigured}</Typography>
      )}
      {config && (config.supportWhatsapp || config.supportPhone) && (
        <Stack sx={{ mt: 2 }} spacing={1}>
          {config.supportWhatsapp && (
            <Link href={whatsappHref(config.supportWhatsapp)} target="_blank" rel="noopener">
              {fill(L.whatsapp, { numero: local(config.supportWhatsapp) })}
            </Link>
          )}
          {config.supportPhone && (
            <Link href={telHref(config.supportPhone)}>{fill(L.phone, { numero: local(config.supportPhone) })}</Link>
          )}
        </Stack>
      )}
    </AppDialog>
  );
};
