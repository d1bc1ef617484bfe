import { useInfiniteQuery } from '@tanstack/react-query';
import type { TimelineWindow } from '@portaria/shared/timeline/timeline.schemas';
import { TIMELINE_WINDOW } from '@portaria/shared/timeline/timeline.schemas';
import { timelineEndpoints } from '@portaria/shared/timeline/timeline.endpoints';
import { call } from '../../../lib/endpoint-client';
import { createQueryKeys } from '../../../lib/query-keys';

export const timelineKeys = createQueryKeys('timeline');

/** GET /portaria/api/v2/linhadotempo/janela — one window of the day, after `apos` (decision 115). */
export const getTimelineWindow = (
  query: { data: string; busca?: string | undefined; apos?: string | undefined },
  signal?: AbortSignal,
): Promise<TimelineWindow> =>
  call(timelineEndpoints.window, { query: { ...query, limite: TIMELINE_WINDOW.default }, signal });

/**
 * One day's events in windows of 100, newest first, the next window as the list scrolls; the search runs on the
 * server over the whole day. Read again each time the timeline opens (other desks add events all day).
 */
export const useTimeline = (data: string, busca: string) =>
  useInfiniteQuery({
    queryKey: timelineKeys.of('day', data, busca),
    queryFn: ({ pageParam, signal }) =>
      getTimelineWindow({ data, ...(busca ? { busca } : {}), ...(pageParam ? { apos: pageParam } : {}) }, signal),
    initialPageParam: '',
    getNextPageParam: (last: TimelineWindow) => last.proximo ?? undefined,
    // A new search of the same day keeps the list on screen until its answer comes; another day starts empty.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey.includes(data) ? previous : undefined),
    staleTime: 0,
  });
