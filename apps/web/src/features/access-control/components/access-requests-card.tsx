import { lazy } from 'react';
import GroupAdd from '@mui/icons-material/GroupAdd';
import { ACCESS_LABELS as L, ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { fill } from '@portaria/shared/text';
import type { SyndicCardEntry } from '../../../components/ui/controls/syndic-card';
import { usePendingAccessRequests } from '../api/access-requests';

const AccessRequestsReview = lazy(() =>
  import('./access-requests-review').then((m) => ({ default: m.AccessRequestsReview })),
);

const usePendingCount = (idCondo: number, isEnabled: boolean) => {
  const count = usePendingAccessRequests(idCondo, isEnabled).data?.length ?? 0;
  return count === 0 ? undefined : count === 1 ? L.pendingOne : fill(L.pendingMany, { n: count });
};

/** Syndic card (permission portaria.solicitacoes.approve): pending count and the review dialog. */
export const accessRequestsCard: SyndicCardEntry = {
  id: 'access-requests',
  permission: PERMISSIONS.approveAccessRequest,
  icon: <GroupAdd />,
  title: M.reviewTitle,
  description: L.reviewCardText,
  useBadge: usePendingCount,
  Screen: AccessRequestsReview,
};
