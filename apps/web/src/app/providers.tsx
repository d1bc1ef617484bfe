import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { theme } from './theme';

/**
 * What MUI's own `ThemeProvider` (from @mui/material/styles) hands down for a theme without CSS variables, as ours:
 * the theme with `vars: null`, through @mui/system's provider. Used directly because the material one also brings
 * the CSS-variables provider (~4 KB gzip) into the login's download for a branch our theme never takes (decision 003).
 */
const PROVIDED_THEME = { ...theme, vars: null };

type AppProvidersProps = { children: ReactNode };

/** Theme and the crash screen. react-query's provider lives in app/query-provider.tsx (see why there). */
export const AppProviders = ({ children }: AppProvidersProps) => (
  <ThemeProvider theme={PROVIDED_THEME}>
    <CssBaseline />
    <AppErrorBoundary>{children}</AppErrorBoundary>
  </ThemeProvider>
);
