import { useQuery } from '@tanstack/react-query';
import type { Activity } from '@portaria/shared/timeline/timeline.schemas';
import { timelineEndpoints } from '@portaria/shared/timeline/timeline.endpoints';
import { call } from '../../../lib/endpoint-client';
import { createQueryKeys } from '../../../lib/query-keys';

export const timelineKeys = createQueryKeys('timeline');

/** GET /portaria/api/v2/linhadotempo?data=YYYY-MM-DD */
export const getTimeline = (data: string, signal?: AbortSignal): Promise<Activity[]> =>
  call(timelineEndpoints.day, { query: { data }, signal });

/** One day's events; read again each time the timeline opens (other desks add events all day). */
export const useTimeline = (data: string) =>
  useQuery({
    queryKey: timelineKeys.of('day', data),
    queryFn: ({ signal }) => getTimeline(data, signal),
    staleTime: 0,
  });
