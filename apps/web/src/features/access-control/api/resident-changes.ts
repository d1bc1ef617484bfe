import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UnitAccessRequest, ResidentUpdate } from '@portaria/shared/access-control/residents.schemas';
import { residentEndpoints } from '@portaria/shared/access-control/residents.endpoints';
import { call } from '../../../lib/endpoint-client';
import { residentKeys } from './resident-keys';

/** POST /condominos/v1/unit-access — success, or one of the three error codes in `data.errorCode`. */
export const requestAccess = (body: UnitAccessRequest) => call(residentEndpoints.requestAccess, { body });

/** PUT /condominos/v1/morador/submorador */
export const updateResident = (body: ResidentUpdate) => call(residentEndpoints.update, { body });

/** DELETE /condominos/v1/morador/submorador/{cpf}/{idUnidade}?idMorador: the list's masked CPF and the resident's id. */
export const deleteResident = ({ idMorador, ...params }: { cpf: string; idUnidade: number; idMorador: number }) =>
  call(residentEndpoints.remove, { params, query: { idMorador } });

const useResidentChange = <A, R>(fn: (args: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: residentKeys.all }),
  });
};

export const useRequestAccess = () => useResidentChange(requestAccess);
export const useUpdateResident = () => useResidentChange(updateResident);
export const useDeleteResident = () => useResidentChange(deleteResident);
