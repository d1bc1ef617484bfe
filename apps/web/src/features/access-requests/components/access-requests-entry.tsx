import { lazy } from 'react';
import GroupAdd from '@mui/icons-material/GroupAdd';
import { ACCESS_LABELS as L, ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { PERMISSIONS, hasPermission } from '@portaria/shared/permissions';
import { fill } from '@portaria/shared/text';
import { SyndicCard } from '../../../components/ui/syndic-card';
import { useSession } from '../../../lib/session';
import { usePendingAccessRequests } from '../api/access-requests';

const AccessRequestsReview = lazy(() => import('./access-requests-review').then((m) => ({ default: m.AccessRequestsReview })));

/** Dashboard card of the syndic (permission portaria.solicitacoes.approve): pending count and the review dialog. */
export const AccessRequestsEntry = () => {
  const session = useSession();
  const canApprove = hasPermission(session.permissions, PERMISSIONS.approveAccessRequest);
  const idCondo = session.condominiumId ?? 0;
  const pending = usePendingAccessRequests(idCondo, canApprove && idCondo > 0);
  if (!canApprove) return null;
  const count = pending.data?.length ?? 0;
  return (
    <SyndicCard
      icon={<GroupAdd />}
      title={M.reviewTitle}
      description={L.reviewCardText}
      badge={count === 0 ? undefined : count === 1 ? L.pendingOne : fill(L.pendingMany, { n: count })}
    >
      <AccessRequestsReview idCondo={idCondo} />
    </SyndicCard>
  );
};
