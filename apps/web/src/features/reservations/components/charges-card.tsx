import { lazy } from 'react';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { CHARGE_MESSAGES as M } from '@portaria/shared/reservations/charge.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { SyndicCardEntry } from '../../../components/ui/controls/syndic-card';

const ChargesScreen = lazy(() => import('./charges-screen').then((m) => ({ default: m.ChargesScreen })));

/** Syndic card ('portaria.cobrancas.read' only): the month's charge lines of paid reservations. */
export const chargesCard: SyndicCardEntry = {
  id: 'charges',
  permission: PERMISSIONS.reservationCharges,
  icon: <ReceiptLong />,
  title: M.title,
  description: M.cardText,
  maxWidth: 'lg',
  Screen: ChargesScreen,
};
