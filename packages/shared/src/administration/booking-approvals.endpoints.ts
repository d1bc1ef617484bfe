import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./booking-approvals.schemas.ts')]);

const decision = (verb: 'aprovar' | 'recusar', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `/administracao/reservas/:idReserva/${verb}`,
    summary,
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.bookingParamsSchema,
        response: { 200: s.approvalAnswerSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  });

/** Bookings of areas that need the syndic's approval (issue 31 item 6): the list, approve, refuse. */
export const bookingApprovalEndpoints = {
  pending: defineEndpoint({
    method: 'GET',
    path: '/administracao/reservas/pendentes',
    summary: 'Reservas do condomínio do token aguardando aprovação, as mais próximas primeiro',
    contract: async () => {
      const [c, s] = await load();
      return { response: { 200: s.pendingBookingsSchema, ...c.errors(401, 403) } };
    },
  }),
  approve: decision('aprovar', 'Aprova a reserva: ela passa a valer e a unidade é avisada'),
  refuse: decision('recusar', 'Recusa a reserva: o horário fica livre, a taxa é estornada e a unidade é avisada'),
};
