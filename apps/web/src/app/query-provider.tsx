import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';

type QueryProviderProps = { children: ReactNode };

/**
 * Server-state cache for the screens behind the login. Each lazily loaded route wraps itself in it (instead of
 * app/providers.tsx) so the login screen stays within its 150 KB download budget; all share one client.
 */
export const QueryProvider = ({ children }: QueryProviderProps) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
