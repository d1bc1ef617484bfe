import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';
import { theme } from './theme';

type AppProvidersProps = { children: ReactNode };

/** Theme and the crash screen. react-query's provider lives in app/query-provider.tsx (see why there). */
export const AppProviders = ({ children }: AppProvidersProps) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <AppErrorBoundary>{children}</AppErrorBoundary>
  </ThemeProvider>
);
