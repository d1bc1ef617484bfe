import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxEntry } from '@portaria/shared/notices/outbox.schemas';
import { outboxEndpoints } from '@portaria/shared/notices/outbox.endpoints';
import { call } from '../../../lib/endpoint-client';

type OutboxResponse = { data: OutboxEntry[] };

/**
 * GET /dev/outbox?key=… — the SMS and e-mails the development outbox caught. The key is the one the server prints
 * in its terminal at start; without it, or outside demo/development mode, the answer is 404.
 */
export const getOutbox = (key: string): Promise<OutboxResponse> =>
  call(outboxEndpoints.list, { token: null, query: { key } });

const REFRESH_MS = 5000;

export const getOutboxQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['dev-outbox', key],
    queryFn: () => getOutbox(key),
    staleTime: 0,
    // A wrong key stays wrong: no retries, no polling of a 404.
    retry: false,
    // Someone waiting for a code should see it without pressing anything.
    refetchInterval: (query) => (query.state.status === 'error' ? false : REFRESH_MS),
    select: (response) => [...response.data].sort((a, b) => b.id - a.id),
  });

export const useOutbox = (key: string | null) =>
  useQuery({ ...getOutboxQueryOptions(key ?? ''), enabled: Boolean(key) });
