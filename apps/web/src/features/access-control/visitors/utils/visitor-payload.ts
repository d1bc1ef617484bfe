import { effectiveWeekdays, type AuthorizationType } from '@portaria/shared/access-control/visitors.rules';
import type { Schedule, VisitorUnit, VisitorWithScheduleInput } from '@portaria/shared/access-control/visitors.schemas';
import type { Invitee } from '../../components/invite-dialog';
import { EMPTY_DRAFT, type VisitorDraft } from './visitor-draft';
import type { VisitorKind } from './visitor-kind';

type PayloadArgs = {
  draft: VisitorDraft;
  kind: VisitorKind;
  idUnidade: number | null;
  idPorteiro: number;
  /** The record a new or edited schedule belongs to (PUT). */
  visitor?: VisitorUnit;
  /** The schedule being edited (PUT); absent: a new schedule. */
  idAutorizacao?: number;
};

const typeOf = (draft: VisitorDraft): AuthorizationType =>
  draft.autorizacao === 'INTERFONAR' ? 'INTERFONAR' : (draft.tipoAcesso ?? 'PONTUAL');

/** Spec 02 §3 Authorization: dates, and for a recurrence DIARIO, interval 0, 00:00–00:00 on the weekdays. */
const authorizationOf = (draft: VisitorDraft) => {
  const tipoAutorizacao = typeOf(draft);
  if (tipoAutorizacao === 'INTERFONAR') return { tipoAutorizacao, dataDe: null, dataAte: null, recorrencia: null };
  if (tipoAutorizacao === 'PONTUAL')
    return { tipoAutorizacao, dataDe: draft.data, dataAte: draft.data, recorrencia: null };
  const dias = effectiveWeekdays(draft.diasSemana, draft.dataDe ?? '', draft.dataAte ?? '');
  return {
    tipoAutorizacao,
    dataDe: draft.dataDe,
    dataAte: draft.dataAte,
    recorrencia: {
      tipoRecorrencia: 'DIARIO' as const,
      intervalo: 0 as const,
      itens: dias.map((valorRecorrencia) => ({ valorRecorrencia, inicio: '00:00' as const, fim: '00:00' as const })),
    },
  };
};

/** The body of POST / PUT /controleacesso/visitantecomautorizacao from the form's draft. */
export const toVisitorPayload = ({
  draft,
  kind,
  idUnidade,
  idPorteiro,
  visitor,
  idAutorizacao,
}: PayloadArgs): VisitorWithScheduleInput => {
  const isForeign = kind === 'VISITANTE' && draft.estrangeiro;
  const schedule = authorizationOf(draft);
  return {
    visitanteUnidade: {
      idVisitanteUnidade: visitor?.idVisitanteUnidade ?? null,
      visitante: {
        idVisitante: visitor?.visitante.idVisitante ?? draft.idVisitante,
        nome: draft.nome.trim(),
        empresa: draft.empresa.trim() || null,
        telefone: draft.telefone || null,
        estrangeiro: isForeign,
        cpf: isForeign ? null : draft.numeroDocumento,
        tipoDocumentoEstrangeiro: isForeign && draft.tipoDocumento !== 'CPF' ? draft.tipoDocumento : null,
        documentoEstrangeiro: isForeign ? draft.numeroDocumento : null,
        visitanteTipo: kind,
        usaBiometriaFacial: draft.usaBiometriaFacial,
      },
      unidades: idUnidade === null ? [] : [{ id: idUnidade }],
      tipoAutorizacao: schedule.tipoAutorizacao,
      parentesco: draft.parentesco.trim() || null,
      retiraEncomendas: draft.retiraEncomendas,
      retiraAte: draft.retiraEncomendas ? draft.retiraAte : null,
    },
    autorizacao: {
      ...schedule,
      idAutorizacao: idAutorizacao ?? null,
      idUnidade,
      idPorteiro,
      usaBiometriaFacial: draft.usaBiometriaFacial,
    },
  };
};

/** The person's part of the draft from a stored record (a new or edited schedule keeps it as it is). */
export const draftOfVisitor = (v: VisitorUnit): VisitorDraft => {
  const p = v.visitante;
  const isForeign = p.estrangeiro && p.tipoDocumentoEstrangeiro !== null;
  return {
    ...EMPTY_DRAFT,
    idVisitante: p.idVisitante,
    nome: p.nome,
    empresa: p.empresa ?? '',
    telefone: p.telefone ?? '',
    estrangeiro: isForeign,
    tipoDocumento: isForeign ? p.tipoDocumentoEstrangeiro! : 'CPF',
    numeroDocumento: (isForeign ? p.documentoEstrangeiro : p.cpf) ?? '',
    // The link's own: a new or edited schedule keeps them as they are unless the form changes them.
    parentesco: v.parentesco ?? '',
    retiraEncomendas: v.retiraEncomendas,
    retiraAte: v.retiraAte,
  };
};

/** The schedule's part of the draft: an edited schedule as stored, a new one empty. */
export const scheduleDraft = (s: Schedule | null): Partial<VisitorDraft> => {
  if (!s) return {};
  if (s.tipoAutorizacao === 'INTERFONAR') return { autorizacao: 'INTERFONAR' };
  const base = {
    autorizacao: 'DIRETO' as const,
    tipoAcesso: s.tipoAutorizacao,
    usaBiometriaFacial: s.usaBiometriaFacial,
  };
  if (s.tipoAutorizacao === 'PONTUAL') return { ...base, data: s.inicio };
  return {
    ...base,
    dataDe: s.inicio,
    dataAte: s.fim,
    diasSemana: s.recorrencia?.recorrencias.map((r) => r.valorRecorrencia) ?? [],
  };
};

/** The face-biometrics invitation of a visitor or provider just registered (spec 02 §3 Invitation). */
export const inviteeOf = (draft: VisitorDraft, kind: VisitorKind, idUnidade: number, place: string): Invitee => {
  const isForeign = draft.estrangeiro && draft.tipoDocumento !== 'CPF';
  return {
    idUnidade,
    nomeConvidado: draft.nome.trim(),
    cpfConvidado: isForeign ? null : draft.numeroDocumento,
    tipoDocumentoEstrangeiro: isForeign ? (draft.tipoDocumento as 'RNE' | 'PASSAPORTE') : null,
    documentoEstrangeiro: isForeign ? draft.numeroDocumento : null,
    telefone: draft.telefone || null,
    email: null,
    tipoPessoa: kind === 'VISITANTE' ? 'VISITANTE' : 'PRESTADOR',
    place,
  };
};
