import { expect } from 'vitest';
import type { Fixture } from '../../test/fixture.ts';
import { CARLOS, contextToken } from '../../test/helpers.ts';
import { makeCpf } from '../../test/bad-input-fixtures.ts';

let n = 830_000;
/** A fresh valid CPF, apart from the demo's and the grid's. */
export const freshCpf = () => makeCpf(++n);
let p = 0;
export const freshPassport = () => `XP${String(++p).padStart(6, '0')}`;

type Over = { visitante?: Record<string, unknown>; unidades?: { id: number }[]; autorizacao?: Record<string, unknown> };

/** The body of POST/PUT visitantecomautorizacao: a visitor with a CPF for `unit`, INTERFONAR unless said. */
export const visitorBody = (unit: number | null, over: Over = {}) => ({
  visitanteUnidade: {
    visitante: { nome: 'Zuleica Visitante Teste', cpf: freshCpf(), visitanteTipo: 'VISITANTE', ...over.visitante },
    unidades: over.unidades ?? (unit ? [{ id: unit }] : []),
  },
  autorizacao: { tipoAutorizacao: 'INTERFONAR', ...over.autorizacao },
});

/** Weekdays of a recurring schedule: 1 Sunday … 7 Saturday. */
export const recurring = (dataDe: string, dataAte: string, days: number[]) => ({
  tipoAutorizacao: 'ACESSO_LIBERADO',
  dataDe,
  dataAte,
  recorrencia: {
    tipoRecorrencia: 'DIARIO',
    intervalo: 0,
    itens: days.map((valorRecorrencia) => ({ valorRecorrencia, inicio: '00:00', fim: '00:00' })),
  },
});

export const SAVE_VISITOR = '/controleacesso/visitantecomautorizacao';
export type VisitorIds = { idVisitante: number; idVisitanteUnidade: number; idAutorizacao: number };
/** A local time in São Paulo (UTC−3) as an instant. */
export const localTime = (local: string) => new Date(`${local}-03:00`);

/**
 * The desk of CARLOS at 1001 on a fixture whose clock the tests move. A token lives a few hours, so `moveTo` signs in
 * again at the new time (`token` is the current one); `save` registers a visitor and its schedule (201). `fixture` is read late: files create it
 * in beforeAll.
 */
export const clockedDesk = (fixture: () => Fixture) => {
  let token = '';
  const desk = () => fixture().client(token || fixture().tokens.a);
  const moveTo = async (local: string) => {
    fixture().clock.set(localTime(local));
    token = await contextToken(fixture().app, CARLOS, 1001);
  };
  const save = async (body: object): Promise<VisitorIds> => {
    const res = await desk().post(SAVE_VISITOR, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  return { desk, moveTo, save, token: () => token || fixture().tokens.a };
};
