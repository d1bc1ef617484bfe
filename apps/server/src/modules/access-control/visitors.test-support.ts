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
