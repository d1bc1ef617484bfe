import { lazy } from 'react';
import HowToReg from '@mui/icons-material/HowToReg';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import type { SyndicCardEntry } from '../../../components/ui/controls/syndic-card';
import { usePendingPreRegistrations } from '../api/get-pending-pre-registrations';
import { usePendingPhoneChanges } from '../api/phone-changes';
import { REVIEW_TEXT } from './review-text';

const PreRegistrationsReview = lazy(() =>
  import('./pre-registrations-review').then((m) => ({ default: m.PreRegistrationsReview })),
);

/** Pending pre-registrations and phone changes together. */
const usePendingCount = (idCondo: number, isEnabled: boolean) => {
  const pending = usePendingPreRegistrations(idCondo, isEnabled);
  const phoneChanges = usePendingPhoneChanges(idCondo, isEnabled);
  const count = (pending.data?.length ?? 0) + (phoneChanges.data?.length ?? 0);
  return count > 0 ? REVIEW_TEXT.pending(count) : undefined;
};

/** Syndic card ('portaria.precadastro.approve' only): pending pre-registrations and phone changes. */
export const preRegistrationsCard: SyndicCardEntry = {
  id: 'pre-registrations',
  permission: PERMISSIONS.approvePreRegistration,
  icon: <HowToReg />,
  title: M.preRegistrationsTitle,
  description: REVIEW_TEXT.cardDescription,
  useBadge: usePendingCount,
  Screen: PreRegistrationsReview,
};
