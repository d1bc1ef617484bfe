import { lazy } from 'react';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { CHARGE_MESSAGES as M } from '@portaria/shared/reservations/charge.messages';
import { PERMISSIONS, hasPermission } from '@portaria/shared/permissions';
import { SyndicCard } from '../../../components/ui/syndic-card';
import { useSession } from '../../../lib/session';

const ChargesScreen = lazy(() => import('./charges-screen').then((m) => ({ default: m.ChargesScreen })));

/** Dashboard card of the syndic ('portaria.cobrancas.read' only): the month's charge lines of paid reservations. */
export const ChargesEntry = () => {
  const session = useSession();
  if (!hasPermission(session.permissions, PERMISSIONS.reservationCharges)) return null;
  return (
    <SyndicCard icon={<ReceiptLong />} title={M.title} description={M.cardText} maxWidth="lg">
      <ChargesScreen />
    </SyndicCard>
  );
};
