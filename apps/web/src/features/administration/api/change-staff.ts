import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddStaffBody } from '@portaria/shared/administration/staff.schemas';
import type { RoleName } from '@portaria/shared/administration/roles';
import { staffEndpoints as E } from '@portaria/shared/administration/staff.endpoints';
import { call } from '../../../lib/endpoint-client';
import { administrationKeys } from './administration-keys';

/**
 * The staff writes: POST /administracao/equipe and, on one person, PUT cargo, permissoes, telefone and POST
 * desativar / reativar. Each refreshes the list.
 */
const useStaffMutation = <V, R>(mutationFn: (values: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: administrationKeys.all }),
  });
};

export const useAddStaff = () => useStaffMutation((body: AddStaffBody) => call(E.add, { body }));

export const useChangeStaffRole = () =>
  useStaffMutation(({ idUsuario, cargo }: { idUsuario: number; cargo: RoleName }) =>
    call(E.changeRole, { params: { idUsuario }, body: { cargo } }),
  );

export const useSetStaffPermissions = () =>
  useStaffMutation(({ idUsuario, permissoes }: { idUsuario: number; permissoes: string[] }) =>
    call(E.setPermissions, { params: { idUsuario }, body: { permissoes } }),
  );

export const useChangeStaffPhone = () =>
  useStaffMutation(({ idUsuario, telefone }: { idUsuario: number; telefone: string }) =>
    call(E.changePhone, { params: { idUsuario }, body: { telefone } }),
  );

export const useSetStaffActive = () =>
  useStaffMutation(({ idUsuario, isActive }: { idUsuario: number; isActive: boolean }) =>
    call(isActive ? E.reactivate : E.deactivate, { params: { idUsuario } }),
  );
