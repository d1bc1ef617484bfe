import { VISITOR_MESSAGES } from '../access-control/visitors.messages.ts';
import { documentIssue, normalizeDocument, oneYearAfter } from '../access-control/visitors.rules.ts';
import { visitorNameSchema, type VisitorWithScheduleInput } from '../access-control/visitors.schemas.ts';
import { isoDaySchema } from '../common/day-schema.ts';
import { z } from 'zod';
import { DESK_MESSAGES } from './desk.messages.ts';

const M = DESK_MESSAGES.authorise;

/**
 * 'Autorizar pessoa' on the unit page (issue 32 item 4): who the unit authorises, their relation, and what they may
 * do: collect the unit's parcels, come in without the intercom (a free access until a last day, a year at most).
 */
export const authorisePersonSchema = z
  .object({
    nome: visitorNameSchema,
    cpf: z.string().trim(),
    parentesco: z.string().trim().max(50, VISITOR_MESSAGES.textTooLong),
    podeRetirar: z.boolean(),
    podeEntrar: z.boolean(),
    validoAte: isoDaySchema.nullable(),
  })
  .superRefine((v, ctx) => {
    if (documentIssue('CPF', v.cpf))
      ctx.addIssue({ code: 'custom', message: VISITOR_MESSAGES.cpfInvalid, path: ['cpf'] });
    if (!v.podeRetirar && !v.podeEntrar)
      ctx.addIssue({ code: 'custom', message: M.nothingChosen, path: ['podeRetirar'] });
    if (v.podeEntrar && !v.validoAte) ctx.addIssue({ code: 'custom', message: M.needsUntil, path: ['validoAte'] });
  });
export type AuthorisePersonInput = z.input<typeof authorisePersonSchema>;
export type AuthorisePerson = z.output<typeof authorisePersonSchema>;

/** The last day's rule against today: not before it; for coming in, a year at most (spec 02 §5's schedule). */
export const authoriseUntilIssue = (v: Pick<AuthorisePerson, 'podeEntrar' | 'validoAte'>, today: string) => {
  if (!v.validoAte) return null;
  if (v.validoAte < today) return M.untilPast;
  if (v.podeEntrar && v.validoAte > oneYearAfter(today)) return VISITOR_MESSAGES.dateBeyondYear;
  return null;
};

/**
 * The visitor's registration the desk's own route takes (POST /controleacesso/visitantecomautorizacao): a visitor of
 * the unit with the relation and the leave to collect, and a free access from today, or "call the unit".
 */
export const authorisePayload = (v: AuthorisePerson, idUnidade: number, today: string): VisitorWithScheduleInput => ({
  visitanteUnidade: {
    visitante: { nome: v.nome, cpf: normalizeDocument('CPF', v.cpf), visitanteTipo: 'VISITANTE' },
    unidades: [{ id: idUnidade }],
    parentesco: v.parentesco || null,
    retiraEncomendas: v.podeRetirar,
    retiraAte: v.podeRetirar ? v.validoAte : null,
  },
  autorizacao: v.podeEntrar
    ? { tipoAutorizacao: 'ACESSO_LIBERADO', dataDe: today, dataAte: v.validoAte, recorrencia: null }
    : { tipoAutorizacao: 'INTERFONAR' },
});
