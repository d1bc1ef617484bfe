import { useNavigate, useParams } from 'react-router';
import { ADMINISTRATION_MESSAGES as M } from '@portaria/shared/administration/administration.messages';
import { PublicLayout } from '../../components/layout/public-layout';
import { paths } from '../../config/paths';
import { SetupPage } from '../../features/administration/components/setup-page';
import { signIn } from '../../features/auth/hooks/use-login';
import { QueryProvider } from '../query-provider';

/** The one-time setup address printed at start (DEMO_DATA=false): creates, then signs the administrator in. */
export const SetupRoute = () => {
  const { segredo = '' } = useParams();
  const navigate = useNavigate();
  return (
    <QueryProvider>
      <PublicLayout title={M.setupTitle} maxWidth={880}>
        <SetupPage
          segredo={segredo}
          onCreated={async (credentials) => {
            await signIn(credentials);
            navigate(paths.dashboard.getHref(), { replace: true });
          }}
        />
      </PublicLayout>
    </QueryProvider>
  );
};
