import { useInfiniteQuery } from '@tanstack/react-query';
import { RESIDENT_LIMITS } from '@portaria/shared/access-control/access-control.constants';
import { residentEndpoints } from '@portaria/shared/access-control/residents.endpoints';
import type { Profile } from '@portaria/shared/access-control/access-control.constants';
import { call } from '../../../lib/endpoint-client';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { residentKeys } from './resident-keys';

export type ResidentFilters = {
  nomeMorador: string;
  idsBlocos: number[];
  idsUnidades: number[];
  tipoAcesso: Profile | '';
  flTemLoginAtivo: 'S' | 'N' | '';
};
export const NO_FILTERS: ResidentFilters = {
  nomeMorador: '',
  idsBlocos: [],
  idsUnidades: [],
  tipoAcesso: '',
  flTemLoginAtivo: '',
};

/** Filters apply only when set (spec 02 §4): empty ones are not sent. */
const queryOf = (page: number, f: ResidentFilters) => ({
  page,
  limit: RESIDENT_LIMITS.pageSize,
  nomeMorador: f.nomeMorador || undefined,
  idsBlocos: f.idsBlocos.length ? f.idsBlocos.join(',') : undefined,
  idsUnidades: f.idsUnidades.length ? f.idsUnidades.join(',') : undefined,
  tipoAcesso: f.tipoAcesso || undefined,
  flTemLoginAtivo: f.flTemLoginAtivo || undefined,
});

/** GET /portaria/api/v2/condominios/{id}/submoradores — 50 per page; the request is cancelled when filters change. */
export const getResidentsQueryOptions = (idCondo: number, filters: ResidentFilters) =>
  pagedQueryOptions(residentKeys.of('list', idCondo, filters), (page, signal) =>
    call(residentEndpoints.list, { params: { id: idCondo }, query: queryOf(page, filters), signal }),
  );

export const useResidents = (idCondo: number, filters: ResidentFilters) =>
  useInfiniteQuery(getResidentsQueryOptions(idCondo, filters));
