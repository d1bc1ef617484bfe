import { lazy } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { ProtectedRoute, PublicOnlyRoute } from './route-guards';
import { loadDashboard } from './route-chunks';
import { LoginRoute } from './routes/login';

// Everything past the login screen is fetched on demand: the login must stay light on old gatehouse PCs.
const DashboardRoute = lazy(() => loadDashboard().then((m) => ({ default: m.DashboardRoute })));
const CreateAccountRoute = lazy(() =>
  import('./routes/create-account').then((m) => ({ default: m.CreateAccountRoute })),
);
const RecoverPasswordRoute = lazy(() =>
  import('./routes/recover-password').then((m) => ({ default: m.RecoverPasswordRoute })),
);
const DocumentLinkRoute = lazy(() => import('./routes/document-link').then((m) => ({ default: m.DocumentLinkRoute })));
const PreRegistrationRoute = lazy(() =>
  import('./routes/pre-registration').then((m) => ({ default: m.PreRegistrationRoute })),
);
const InvitationRoute = lazy(() => import('./routes/invitation').then((m) => ({ default: m.InvitationRoute })));
const SetupRoute = lazy(() => import('./routes/setup').then((m) => ({ default: m.SetupRoute })));
const DevOutboxRoute = lazy(() => import('./routes/dev-outbox').then((m) => ({ default: m.DevOutboxRoute })));

/**
 * Declarative routes (not the data router): the app loads no data in loaders, and the data router would add
 * ~15 KB gzip to the login screen. Crashes are caught by AppErrorBoundary in the providers.
 */
export const AppRoutes = () => (
  <Routes>
    <Route element={<RootLayout />}>
      <Route
        path={paths.login.path}
        element={
          <PublicOnlyRoute>
            <LoginRoute />
          </PublicOnlyRoute>
        }
      />
      <Route
        path={paths.dashboard.path}
        element={
          <ProtectedRoute>
            <DashboardRoute />
          </ProtectedRoute>
        }
      />
      <Route path={paths.createAccount.path} element={<CreateAccountRoute />} />
      <Route path={paths.recoverPassword.path} element={<RecoverPasswordRoute />} />
      <Route path={paths.preRegistration.path} element={<PreRegistrationRoute />} />
      <Route path={paths.invitation.path} element={<InvitationRoute />} />
      <Route path={paths.documentLink.path} element={<DocumentLinkRoute />} />
      <Route path={paths.setup.path} element={<SetupRoute />} />
      {/* Development outbox: the page says so itself when the server has it switched off. */}
      <Route path={paths.devOutbox.path} element={<DevOutboxRoute />} />
      {/* Spec §2: the login is also the fallback for any unknown path. */}
      <Route path="*" element={<Navigate to={paths.login.getHref()} replace />} />
    </Route>
  </Routes>
);

export const AppRouter = () => (
  <BrowserRouter>
    <AppRoutes />
  </BrowserRouter>
);
