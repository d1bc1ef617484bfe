import { queryOptions, useQuery } from '@tanstack/react-query';
import { correspondenceEndpoints } from '@portaria/shared/correspondence/correspondence.endpoints';
import { callBlob } from '../../../lib/endpoint-client';
import { correspondenceKeys } from './correspondence-keys';

/** GET /appinstalado/{unitId}: 200 when some resident has the app, 204 when none; an error counts as none (spec 02 §7). */
export const getAppInstalled = async (idUnidade: number, signal?: AbortSignal): Promise<boolean> => {
  try {
    // The status is the answer (spec 02 §7); the body is not needed.
    const { status } = await callBlob(correspondenceEndpoints.appInstalled, { params: { unitId: idUnidade }, signal });
    return status === 200;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return false;
  }
};

export const getAppInstalledQueryOptions = (idUnidade: number) =>
  queryOptions({
    queryKey: correspondenceKeys.of('app-installed', idUnidade),
    queryFn: ({ signal }) => getAppInstalled(idUnidade, signal),
    staleTime: 5 * 60_000,
  });

export const useAppInstalled = (idUnidade: number | null) =>
  useQuery({ ...getAppInstalledQueryOptions(idUnidade ?? 0), enabled: idUnidade !== null });
