import { lazy } from 'react';
import HowToReg from '@mui/icons-material/HowToReg';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { PERMISSIONS, hasPermission } from '@portaria/shared/permissions';
import { SyndicCard } from '../../../components/ui/syndic-card';
import { useSession } from '../../../lib/session';
import { usePendingPreRegistrations } from '../api/get-pending-pre-registrations';
import { usePendingPhoneChanges } from '../api/phone-changes';
import { REVIEW_TEXT } from './review-text';

const PreRegistrationsReview = lazy(() =>
  import('./pre-registrations-review').then((m) => ({ default: m.PreRegistrationsReview })),
);

/** Dashboard card of the syndic ('portaria.precadastro.approve' only): pending pre-registrations and phone changes. */
export const PreRegistrationsEntry = () => {
  const session = useSession();
  const canApprove = hasPermission(session.permissions, PERMISSIONS.approvePreRegistration);
  const idCondo = session.condominiumId ?? 0;
  const pending = usePendingPreRegistrations(idCondo, canApprove && idCondo > 0);
  const phoneChanges = usePendingPhoneChanges(idCondo, canApprove && idCondo > 0);
  if (!canApprove) return null;
  const count = (pending.data?.length ?? 0) + (phoneChanges.data?.length ?? 0);
  return (
    <SyndicCard
      icon={<HowToReg />}
      title={M.preRegistrationsTitle}
      description={REVIEW_TEXT.cardDescription}
      badge={count > 0 ? REVIEW_TEXT.pending(count) : undefined}
    >
      <PreRegistrationsReview idCondo={idCondo} />
    </SyndicCard>
  );
};
