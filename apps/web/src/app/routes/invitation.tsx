import { useParams } from 'react-router';
import { INVITE_MESSAGES as I } from '@portaria/shared/access-control/access-control.messages';
import { PublicLayout } from '../../components/layout/public-layout';
import { InvitationPage } from '../../features/access-control/components/invitation-page';

export const InvitationRoute = () => {
  const { token = '' } = useParams();
  return (
    <PublicLayout title={I.pageTitle} maxWidth={560}>
      <InvitationPage token={token} />
    </PublicLayout>
  );
};
