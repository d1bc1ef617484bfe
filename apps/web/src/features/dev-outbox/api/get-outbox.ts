import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxEntry } from '@portaria/shared/notifications/outbox.schemas';
import { api } from '../../../lib/api-client';

type OutboxResponse = { data: OutboxEntry[] };

/** GET /dev/outbox — the SMS and e-mails the development outbox caught (404 outside demo/development mode). */
export const getOutbox = (): Promise<OutboxResponse> => api.get<OutboxResponse>('/dev/outbox', { token: null });

const REFRESH_MS = 5000;

export const getOutboxQueryOptions = () =>
  queryOptions({
    queryKey: ['dev-outbox'],
    queryFn: getOutbox,
    staleTime: 0,
    // Someone waiting for a code should see it without pressing anything.
    refetchInterval: REFRESH_MS,
    select: (response) => [...response.data].sort((a, b) => b.id - a.id),
  });

export const useOutbox = () => useQuery(getOutboxQueryOptions());
