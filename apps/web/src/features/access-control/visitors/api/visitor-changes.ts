import { useMutation, useQueryClient } from '@tanstack/react-query';
import { visitorEndpoints } from '@portaria/shared/access-control/visitors.endpoints';
import type { VisitorWithScheduleInput } from '@portaria/shared/access-control/visitors.schemas';
import { call } from '../../../../lib/endpoint-client';
import { visitorKeys } from './visitor-keys';

/** POST (a new visitor with its schedule) or PUT (a new or edited schedule of a record) /visitantecomautorizacao. */
export const saveVisitor = ({ body, isEdit }: { body: VisitorWithScheduleInput; isEdit: boolean }) =>
  call(isEdit ? visitorEndpoints.update : visitorEndpoints.create, { body });

/** DELETE /controleacesso/{idVisitante}: the visitor and all its schedules. */
export const deleteVisitor = (idVisitante: number) => call(visitorEndpoints.remove, { params: { idVisitante } });

/** DELETE /controleacesso/autorizarconvidado/{idAutorizacao} */
export const deleteSchedule = (idAutorizacao: number) =>
  call(visitorEndpoints.removeSchedule, { params: { idAutorizacao } });

const useVisitorChange = <A, R>(fn: (args: A) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: visitorKeys.all }) });
};

export const useSaveVisitor = () => useVisitorChange(saveVisitor);
export const useDeleteVisitor = () => useVisitorChange(deleteVisitor);
export const useDeleteSchedule = () => useVisitorChange(deleteSchedule);
