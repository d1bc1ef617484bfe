import { defineEndpoint } from '../common/endpoint.ts';

const load = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./reservation.schemas.ts')]);
const loadCharges = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./charge.schemas.ts')]);
const loadMoves = () => Promise.all([import('../common/endpoint-schemas.ts'), import('./move.schemas.ts')]);

/** Spec 02 §7 "Reservations, blocks and moves", issue 14, decision 076. */
export const reservationEndpoints = {
  areas: defineEndpoint({
    method: 'GET',
    path: '/reservaareas/v1/area/condominio/:reference',
    summary: 'Áreas comuns do condomínio do token, com dias da semana e horários de cada uma',
    contract: async () => {
      const [c, s] = await load();
      return { params: s.referenceParamsSchema, response: { 200: s.areasSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  calendar: defineEndpoint({
    method: 'GET',
    path: '/reservaareas/v1/areareserva/calendar/day/:areaId',
    summary: 'Dias do período com B (bloqueado: bloqueio no dia ou dia da semana em que a área não abre)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.calendarParamsSchema,
        query: s.calendarQuerySchema,
        response: { 200: s.calendarSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  slots: defineEndpoint({
    method: 'GET',
    path: '/reservaareas/v1/areareserva/calendar/day/hours/:areaId/:unitId',
    summary: 'Horários livres do dia para a unidade (sem os reservados e, hoje, sem os que já terminaram)',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.slotsParamsSchema,
        query: s.slotsQuerySchema,
        response: { 200: s.slotsSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  reserve: defineEndpoint({
    method: 'POST',
    path: '/reservaareas/v1/areareserva',
    summary: 'Reserva um horário de uma área para uma unidade; o banco garante uma reserva por horário (409)',
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.createReservationSchema,
        response: {
          201: s.reservationResultSchema,
          ...c.errors(400, 401, 403, 404),
          409: c.errorSchema.describe('Horário reservado por outra unidade ou área bloqueada no dia'),
        },
      };
    },
  }),
  cancel: defineEndpoint({
    method: 'PUT',
    path: '/reservaareas/v1/areareserva/status',
    summary: 'Cancela (idStatus 90) uma reserva ou um bloqueio; o horário fica livre e a cobrança é estornada',
    contract: async () => {
      const [c, s] = await load();
      return {
        body: s.cancelReservationSchema,
        response: { 200: s.reservationResultSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  notices: defineEndpoint({
    method: 'GET',
    path: '/reservaareas/v1/areareserva/avisos/:id',
    summary:
      'O aviso da reserva (feita ou cancelada) a cada morador da unidade: na fila, enviado ou com falha (com o erro do provedor)',
    contract: async () => {
      const [[c], n] = await Promise.all([load(), import('../notices/notice.schemas.ts')]);
      return {
        params: n.parcelNoticeParamsSchema,
        response: { 200: n.entityNoticesSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  noticeMarks: defineEndpoint({
    method: 'GET',
    path: '/reservaareas/v1/areareserva/avisos',
    summary:
      'A situação do aviso de cada reserva da lista (ids=1,2,3; até 100): na fila, enviado ou com falha; ids de outro condomínio ficam de fora',
    contract: async () => {
      const [[c], n] = await Promise.all([load(), import('../notices/notice.schemas.ts')]);
      return { query: n.noticeMarksQuerySchema, response: { 200: n.noticeMarksSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  years: defineEndpoint({
    method: 'GET',
    path: '/reservaareas/v1/areareserva/anos',
    summary:
      'Anos depois do atual (São Paulo) com reservas ou bloqueios ativos da área: a escolha do ano os oferece além do atual e dos 9 anteriores',
    contract: async () => {
      const [c, s] = await load();
      return {
        query: s.reservationYearsQuerySchema,
        response: { 200: s.reservationYearsSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/reservaareas/v1/areareserva/condominio/:reference',
    summary: 'Reservas ou bloqueios de uma área no período, sem os cancelados',
    contract: async () => {
      const [c, s] = await load();
      return {
        params: s.referenceParamsSchema,
        query: s.reservationsQuerySchema,
        response: { 200: s.reservationsSchema, ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
};

/** The syndic's charge lines of paid reservations (ours: issue 14, decision 076). */
export const chargeEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/reservaareas/v1/cobrancas',
    summary: 'Cobranças e estornos de reservas do mês (50 por página), com os totais do mês',
    paged: true,
    contract: async () => {
      const [c, s] = await loadCharges();
      return { query: s.chargesQuerySchema, response: { 200: s.chargesPageSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  report: defineEndpoint({
    method: 'GET',
    path: '/reservaareas/v1/cobrancas/relatorio/:tipo',
    summary: 'Cobranças e estornos de reservas do mês em PDF ou CSV',
    contract: async () => {
      const [c, s] = await loadCharges();
      return {
        params: s.chargesReportParamsSchema,
        query: s.chargesReportQuerySchema,
        response: { 200: c.fileAnswer('O arquivo (application/pdf ou text/csv)'), ...c.errors(400, 401, 403) },
      };
    },
  }),
};

export const moveEndpoints = {
  rules: defineEndpoint({
    method: 'GET',
    path: '/mudanca/regra',
    summary: 'Regras de mudança do condomínio (id = referência do condomínio do token)',
    contract: async () => {
      const [c, s] = await loadMoves();
      return { query: s.moveRulesQuerySchema, response: { 200: s.moveRulesSchema, ...c.errors(400, 401, 403, 404) } };
    },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/mudanca',
    summary: 'Mudanças agendadas no período (100 por página), sem as recusadas e as canceladas',
    paged: true,
    contract: async () => {
      const [c, s] = await loadMoves();
      return { query: s.movesQuerySchema, response: { 200: s.movesPageSchema, ...c.errors(400, 401, 403) } };
    },
  }),
  taken: defineEndpoint({
    method: 'GET',
    path: '/mudanca/ocupados',
    summary:
      'Dias do período que já têm uma mudança ativa (não recusada) do condomínio do token: o calendário os desabilita',
    contract: async () => {
      const [c, s] = await loadMoves();
      return {
        query: s.takenMoveDaysQuerySchema,
        response: { 200: s.takenMoveDaysSchema, ...c.errors(400, 401, 403) },
      };
    },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/mudanca',
    summary: 'Agenda a mudança de uma unidade num dia permitido pelas regras (uma por dia)',
    contract: async () => {
      const [c, s] = await loadMoves();
      return {
        body: s.createMoveSchema,
        response: {
          201: s.moveResultSchema,
          ...c.errors(400, 401, 403, 404),
          409: c.errorSchema.describe('Já existe uma mudança agendada para este dia'),
        },
      };
    },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/mudanca/:id_mudanca',
    summary: 'Cancela uma mudança agendada do condomínio do token',
    contract: async () => {
      const [c, s] = await loadMoves();
      return {
        params: s.moveParamsSchema,
        response: { 204: c.noContent('Mudança cancelada'), ...c.errors(400, 401, 403, 404) },
      };
    },
  }),
};
