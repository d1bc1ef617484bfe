import { ACCESS_MESSAGES as AM } from '@portaria/shared/access-control/access-control.messages';
import { CORRESPONDENCE_MESSAGES as CM } from '@portaria/shared/correspondence/correspondence.messages';
import { VISITOR_MESSAGES as XM } from '@portaria/shared/access-control/visitors.messages';
import { RESERVATION_MESSAGES as RM } from '@portaria/shared/reservations/reservations.messages';
import { eq } from 'drizzle-orm';
import { autorizacoes, pessoas, visitanteUnidades } from '../db/schema/index.ts';
import { makeCpf } from './bad-input-fixtures.ts';
import { SHIFT_BOOK_REFUSALS } from './access-fixtures-shift-book.ts';
import type { GridRequest } from './access-fixtures.ts';
import type { World } from './access-world.ts';

/**
 * Business refusals of the access grid (issue 28 item 2, decision 095): requests that A's doorkeeper, holding the
 * route's permission, makes on A's own records and that a rule of the area refuses. Each answers 409 or 422 with
 * its pt-BR message, never 403: the web logs the user out on any 403 (spec 01 §8), and these are not about the
 * token. Keyed like AREAS ("METHOD /api/path"); a route may list several refusals.
 */
export type RefusalFixture = {
  why: string;
  status: 409 | 422;
  message: string;
  request: (w: World) => Promise<GridRequest>;
};

let people = 8000;

const visitorOfResident = async (w: World) => {
  const ids = await w.newVisitor();
  await w.t.db
    .update(visitanteUnidades)
    .set({ createdBy: 'MORADOR' })
    .where(eq(visitanteUnidades.id, ids.idVisitanteUnidade));
  return ids;
};

const scheduleOfResident = async (w: World) => {
  const ids = await w.newVisitor();
  await w.t.db.update(autorizacoes).set({ createdBy: 'MORADOR' }).where(eq(autorizacoes.id, ids.idAutorizacao));
  return ids;
};

export const REFUSALS: Record<string, RefusalFixture[]> = {
  ...SHIFT_BOOK_REFUSALS,
  'POST /api/correspondencia/retirada': [
    {
      why: 'código de retirada errado (a correspondência continua aguardando)',
      status: 422,
      message: CM.pickupCodeWrong,
      request: async (w) => {
        const { id, codigoRetirada } = await w.newParcelWithCode();
        const wrong = `${codigoRetirada.slice(0, 5)}${(Number(codigoRetirada[5]) + 1) % 10}`;
        return {
          url: '/api/correspondencia/retirada',
          payload: { id, codigoRetirada: wrong, nomeMoradorNaoCadastro: 'Fulano' },
        };
      },
    },
  ],
  'DELETE /api/controleacesso/{idVisitante}': [
    {
      why: 'visitante vinculado por um morador',
      status: 409,
      message: XM.onlyFrontDeskVisitor,
      request: async (w) => ({ url: `/api/controleacesso/${(await visitorOfResident(w)).idVisitante}` }),
    },
  ],
  'DELETE /api/controleacesso/autorizarconvidado/{idAutorizacao}': [
    {
      why: 'agendamento criado por um morador',
      status: 409,
      message: XM.onlyFrontDeskSchedule,
      request: async (w) => ({
        url: `/api/controleacesso/autorizarconvidado/${(await scheduleOfResident(w)).idAutorizacao}`,
      }),
    },
  ],
  'PUT /api/controleacesso/visitantecomautorizacao': [
    {
      why: 'editar um agendamento criado por um morador',
      status: 409,
      message: XM.onlyFrontDeskSchedule,
      request: async (w) => {
        const ids = await scheduleOfResident(w);
        const visitante = { nome: 'Visitante Grade', cpf: makeCpf(++people), visitanteTipo: 'VISITANTE' };
        const visitanteUnidade = { idVisitanteUnidade: ids.idVisitanteUnidade, visitante, unidades: [{ id: w.unitA }] };
        return {
          url: '/api/controleacesso/visitantecomautorizacao',
          payload: {
            visitanteUnidade,
            autorizacao: { tipoAutorizacao: 'INTERFONAR', idAutorizacao: ids.idAutorizacao },
          },
        };
      },
    },
  ],
  'DELETE /api/condominos/v1/morador/submorador/{cpf}/{idUnidade}': [
    {
      why: 'morador que outra pessoa cadastrou',
      status: 409,
      message: AM.deleteOnlyCreator,
      request: async (w) => {
        const cpf = makeCpf(++people);
        await w.t.db
          .insert(pessoas)
          .values({ idUnidade: w.unitA, cpf, nome: 'Morador de Outro', telefone: '11987654321', createdBy: null });
        return { url: `/api/condominos/v1/morador/submorador/${cpf}/${w.unitA}` };
      },
    },
  ],
  'POST /api/controleacesso/logentrada': [
    {
      why: 'saída sem entrada',
      status: 409,
      message: XM.exitWithoutEntry,
      request: async (w) => {
        const ids = await w.newVisitor();
        return {
          url: '/api/controleacesso/logentrada',
          payload: { tipo: 'SAIDA', idAutorizacao: ids.idAutorizacao, idVisitanteUnidade: ids.idVisitanteUnidade },
        };
      },
    },
  ],
  'POST /api/condominos/v1/unit-access/solicitacoes/{id}/aprovar': [
    {
      why: 'solicitação já analisada',
      status: 409,
      message: AM.requestAlreadyDecided,
      request: async (w) => {
        const id = await w.newAccessRequest();
        await w.t.app.inject({
          method: 'POST',
          url: `/api/condominos/v1/unit-access/solicitacoes/${id}/recusar`,
          headers: { authorization: `Bearer ${w.tokens.a}` },
        });
        return { url: `/api/condominos/v1/unit-access/solicitacoes/${id}/aprovar` };
      },
    },
  ],
  'POST /api/mudanca': [
    {
      why: 'dia já tomado por outra mudança',
      status: 409,
      message: RM.moveDayTaken,
      request: async (w) => {
        const day = w.freshMoveDay();
        await w.t.app.inject({
          method: 'POST',
          url: '/api/mudanca',
          headers: { authorization: `Bearer ${w.tokens.a}` },
          payload: { unidade: w.unitA, dataAgendada: day },
        });
        return { url: '/api/mudanca', payload: { unidade: w.unitA, dataAgendada: day } };
      },
    },
  ],
};
