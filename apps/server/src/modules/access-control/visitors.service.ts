import { INVITE_MESSAGES } from '@portaria/shared/access-control/access-control.messages';
import { VISITOR_LABELS, VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import {
  effectiveWeekdays,
  scheduleIssues,
  weekdayMask,
  type AuthorizationType,
  type VisitorType,
} from '@portaria/shared/access-control/visitors.rules';
import type { VisitorSaved, VisitorWithSchedule } from '@portaria/shared/access-control/visitors.schemas';
import { todayIn } from '@portaria/shared/common/day';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { isUniqueViolation } from '../../platform/change/transaction.ts';
import { changeBy, recordChange, type ChangeDeps, type TimelineRecord } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { hasBiometrics } from '../condominium/condominiums.repository.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import {
  activeLinksOf,
  deactivateLinks,
  deactivatePerson,
  findActivePerson,
  insertSchedule,
  markLinkSchedulesDeleted,
  markScheduleDeleted,
  updateLink,
  updatePerson,
  updateSchedule,
  type LinkNotes,
} from './visitors-writes.repository.ts';
import { findVisitorUnit } from './visitors.repository.ts';
import { searchText } from './visitor-words.ts';
import { findSchedule } from './schedules.repository.ts';

/** A visitor or schedule changes the visitor list and the day's entry cards (cached lists, decision 061). */
export const VISITOR_LISTS = ['visitantes', 'acessos'] as const;
export type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;
type Authorization = VisitorWithSchedule['autorizacao'];
type Person = VisitorWithSchedule['visitanteUnidade']['visitante'];

export const typeLabel = (t: VisitorType) => VISITOR_LABELS.visitanteTipo[t];
export const authLabel = (t: AuthorizationType) => VISITOR_LABELS.tipoAutorizacao[t];

const documentOf = (v: Person) => ({
  tipoDocumento: v.estrangeiro ? v.tipoDocumentoEstrangeiro! : 'CPF',
  numeroDocumento: (v.estrangeiro ? v.documentoEstrangeiro : v.cpf) ?? '',
});

export const personValues = (v: Person) => {
  const doc = documentOf(v);
  return {
    nome: v.nome,
    rg: v.rg,
    empresa: v.empresa,
    telefone: v.telefone,
    estrangeiro: v.estrangeiro,
    ...doc,
    visitanteTipo: v.visitanteTipo,
    usaBiometriaFacial: v.usaBiometriaFacial,
    busca: searchText({ nome: v.nome, empresa: v.empresa, numeroDocumento: doc.numeroDocumento }),
  };
};

/** The schedule's row: PONTUAL ends on its day; ACESSO_LIBERADO keeps the weekdays inside its range (all when none). */
const scheduleValues = (a: Authorization) => {
  const chosen = (a.recorrencia?.itens ?? []).map((i) => i.valorRecorrencia);
  if (a.tipoAutorizacao === 'INTERFONAR')
    return { tipoAutorizacao: a.tipoAutorizacao, dataDe: null, dataAte: null, diasSemana: 0 };
  if (a.tipoAutorizacao === 'PONTUAL')
    return { tipoAutorizacao: a.tipoAutorizacao, dataDe: a.dataDe!, dataAte: a.dataDe!, diasSemana: 0 };
  return {
    tipoAutorizacao: a.tipoAutorizacao,
    dataDe: a.dataDe!,
    dataAte: a.dataAte!,
    diasSemana: weekdayMask(effectiveWeekdays(chosen, a.dataDe!, a.dataAte!)),
  };
};

/** Spec 02 §5 on São Paulo's `today`; an edit may keep a start that is already past. */
export const checkSchedule = (a: Authorization, today: string, keptStart?: string | null) => {
  const reference = keptStart && a.dataDe === keptStart && keptStart < today ? keptStart : today;
  const chosen = (a.recorrencia?.itens ?? []).map((i) => i.valorRecorrencia);
  const [issue] = scheduleIssues(
    { tipoAutorizacao: a.tipoAutorizacao, dataDe: a.dataDe, dataAte: a.dataAte, diasSemana: chosen },
    reference,
  );
  if (issue) throw new HttpError(400, issue.message);
};

/** Spec 02 §7: facial biometry only when the condominium has biometrics; the web hides it, the server refuses it. */
export const checkBiometry = async (db: Database, idCondo: number, body: VisitorWithSchedule) => {
  const wantsBiometry = body.autorizacao.usaBiometriaFacial || body.visitanteUnidade.visitante.usaBiometriaFacial;
  if (wantsBiometry && !(await hasBiometrics(db, idCondo))) throw new HttpError(422, INVITE_MESSAGES.noBiometrics);
};

/** The link's notes, and whether the unit lets this person collect its parcels (issue 32 item 4) until a day to come. */
export const linkNotesOf = (body: VisitorWithSchedule, today: string): LinkNotes => {
  const { parentesco, funcao, observacao, retiraEncomendas, retiraAte } = body.visitanteUnidade;
  if (retiraEncomendas && retiraAte && retiraAte < today) throw new HttpError(422, M.collectUntilPast);
  return { parentesco, funcao, observacao, retiraEncomendas, retiraAte: retiraEncomendas ? (retiraAte ?? null) : null };
};

export const unitOf = async (db: Database, idCondo: number, body: VisitorWithSchedule) => {
  const id = body.visitanteUnidade.unidades[0]?.id;
  return id ? requireUnit(db, idCondo, id, M.unitNotFound) : null;
};

export const documentTaken = (error: unknown): never => {
  if (isUniqueViolation(error)) throw new HttpError(409, M.documentTaken);
  throw error;
};

export const addSchedule = (t: Database, actor: Actor, idVisitanteUnidade: number, a: Authorization, at: Date) =>
  insertSchedule(t, actor.idCondo, {
    idVisitanteUnidade,
    ...scheduleValues(a),
    usaBiometriaFacial: a.usaBiometriaFacial,
    idUsuario: actor.userId,
    createdAt: at,
  });

/** PUT visitantecomautorizacao: updates the person, then edits schedule idAutorizacao (the desk's only) or adds one. */
export const updateVisitor = async (
  deps: ChangeDeps,
  actor: Actor,
  body: VisitorWithSchedule,
  at: Date,
): Promise<VisitorSaved> => {
  const { db } = deps;
  const id = body.visitanteUnidade.idVisitanteUnidade;
  if (!id) throw new HttpError(400, M.visitorNotFound);
  const current = await findVisitorUnit(db, actor.idCondo, id);
  if (!current) throw new HttpError(404, M.visitorNotFound);
  const a = body.autorizacao;
  const existing = a.idAutorizacao ? await findSchedule(db, actor.idCondo, a.idAutorizacao) : null;
  if (a.idAutorizacao && existing?.idVisitanteUnidade !== id) throw new HttpError(404, M.scheduleNotFound);
  if (existing && existing.createdBy !== 'PORTARIA') throw new HttpError(409, M.onlyFrontDeskSchedule);
  checkSchedule(a, todayIn(at), existing?.inicio);
  await checkBiometry(db, actor.idCondo, body);
  const person = personValues(body.visitanteUnidade.visitante);
  const notes = linkNotesOf(body, todayIn(at));
  return recordChange(deps, changeBy(actor, at, VISITOR_LISTS), async (t) => {
    await updatePerson(t, actor.idCondo, current.visitante.idVisitante, person);
    await updateLink(t, actor.idCondo, id, notes);
    let idAutorizacao: number;
    if (existing) {
      idAutorizacao = existing.id;
      await updateSchedule(t, actor.idCondo, existing.id, {
        ...scheduleValues(a),
        usaBiometriaFacial: a.usaBiometriaFacial,
      });
    } else {
      idAutorizacao = await addSchedule(t, actor, id, a, at);
    }
    const acao = existing ? 'autorizacao.editar' : 'autorizacao.cadastrar';
    return {
      result: { idVisitante: current.visitante.idVisitante, idVisitanteUnidade: id, idAutorizacao },
      audit: {
        acao,
        entidade: 'autorizacao',
        idEntidade: idAutorizacao,
        detalhes: { idVisitanteUnidade: id, tipoAutorizacao: a.tipoAutorizacao },
      },
      timeline: [
        {
          evento: acao,
          valores: { autorizacao: authLabel(a.tipoAutorizacao), nome: person.nome },
          area: 'visitantes',
          idUnidade: current.idUnidade,
          nmPessoa: person.nome,
          entidade: 'autorizacao',
          idEntidade: idAutorizacao,
        },
      ],
    };
  }).catch(documentTaken);
};

/** DELETE /controleacesso/{idVisitante}: the desk's visitors only; their unit links and schedules go with them. */
export const deleteVisitor = async (deps: ChangeDeps, actor: Actor, idVisitante: number, at: Date): Promise<void> => {
  const { db } = deps;
  const person = await findActivePerson(db, actor.idCondo, idVisitante);
  if (!person) throw new HttpError(404, M.visitorNotFound);
  const links = await activeLinksOf(db, actor.idCondo, idVisitante);
  if (links.some((l) => l.createdBy !== 'PORTARIA')) throw new HttpError(409, M.onlyFrontDeskVisitor);
  const ids = links.map((l) => l.id);
  await recordChange(deps, changeBy(actor, at, VISITOR_LISTS), async (t) => {
    if (ids.length > 0) {
      await markLinkSchedulesDeleted(t, actor.idCondo, ids, at);
      await deactivateLinks(t, actor.idCondo, ids);
    }
    const gone = await deactivatePerson(t, actor.idCondo, idVisitante);
    if (gone === 0) throw new HttpError(404, M.visitorNotFound);
    const valores = { tipo: typeLabel(person.visitanteTipo as VisitorType), nome: person.nome };
    const units = links.length > 0 ? links.map((l) => l.idUnidade) : [null];
    const timeline: TimelineRecord[] = units.map((idUnidade) => ({
      evento: 'visitante.excluir',
      valores,
      area: 'visitantes',
      idUnidade,
      nmPessoa: person.nome,
      entidade: 'visitante',
      idEntidade: idVisitante,
    }));
    return {
      result: undefined,
      audit: {
        acao: 'visitante.excluir',
        entidade: 'visitante',
        idEntidade: idVisitante,
        detalhes: { unidades: links.map((l) => l.idUnidade) },
      },
      timeline,
    };
  });
};

/** DELETE autorizarconvidado/{idAutorizacao}: only schedules the desk created (spec 02 §6). */
export const deleteSchedule = async (
  deps: ChangeDeps,
  actor: Actor,
  idAutorizacao: number,
  at: Date,
): Promise<void> => {
  const { db } = deps;
  const schedule = await findSchedule(db, actor.idCondo, idAutorizacao);
  if (!schedule) throw new HttpError(404, M.scheduleNotFound);
  if (schedule.createdBy !== 'PORTARIA') throw new HttpError(409, M.onlyFrontDeskSchedule);
  await recordChange(deps, changeBy(actor, at, VISITOR_LISTS), async (t) => {
    const gone = await markScheduleDeleted(t, actor.idCondo, idAutorizacao, at);
    if (gone === 0) throw new HttpError(404, M.scheduleNotFound);
    return {
      result: undefined,
      audit: {
        acao: 'autorizacao.excluir',
        entidade: 'autorizacao',
        idEntidade: idAutorizacao,
        detalhes: { idVisitanteUnidade: schedule.idVisitanteUnidade },
      },
      timeline: [
        {
          evento: 'autorizacao.excluir',
          valores: { autorizacao: authLabel(schedule.tipoAutorizacao), nome: schedule.nome },
          area: 'visitantes',
          idUnidade: schedule.idUnidade,
          nmPessoa: schedule.nome,
          entidade: 'autorizacao',
          idEntidade: idAutorizacao,
        },
      ],
    };
  });
};
