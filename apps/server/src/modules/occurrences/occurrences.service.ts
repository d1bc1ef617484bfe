import type {
  CreateOccurrence,
  OccurrenceDetail,
  OccurrencesFilters,
} from '@portaria/shared/occurrences/occurrence.schemas';
import {
  OCCURRENCE_LIMITS as L,
  TIPO_OCORRENCIA_LABELS,
  type TipoOcorrencia,
} from '@portaria/shared/occurrences/occurrences.constants';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { occurrenceEndpoints } from '@portaria/shared/occurrences/occurrences.endpoints';
import { endpointKey } from '@portaria/shared/common/endpoint';
import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { fill } from '@portaria/shared/text';
import { addDays, dayStart, todayIn } from '@portaria/shared/common/day';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../platform/http/http-error.ts';
import { ensureUploadReady } from '../../platform/files/uploads.ts';
import type { JobQueue } from '../../platform/notices/job-queue.ts';
import type { NoticeMessage } from '../../platform/notices/notices.ts';
import { recordChange, type IdempotentResult } from '../../platform/change/record-change.ts';
import { offlineChange, type OfflineWrite } from '../../platform/http/offline-write.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import { requireUnit } from '../condominium/units.repository.ts';
import { OCCURRENCE_ATTACHMENTS } from './attachment-policy.ts';
import {
  findOccurrence,
  findSyndicEmails,
  insertOccurrence,
  listContents,
  toSummary,
} from './occurrences.repository.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo'>;
type OccurrenceSummary = ReturnType<typeof toSummary>;
const CREATE = endpointKey(occurrenceEndpoints.create);
type Deps = { db: Database; storage: FileStorage; jobs: JobQueue };
type CreateInput = Omit<CreateOccurrence, 'publica' | 'tipoUsuario' | 'hashAnexo'> & {
  hashAnexo?: string | null | undefined;
};

/**
 * dataFrom/dataUntil are São Paulo calendar days, both included; without them, the last 90 days and today, whole
 * days (so the resolved period, part of the list cache's key, moves once a day).
 */
export const periodOf = (q: Pick<OccurrencesFilters, 'dataFrom' | 'dataUntil'>, now: Date) => {
  const until = q.dataUntil ?? todayIn(now);
  const end = dayStart(addDays(until, 1));
  const start = dayStart(q.dataFrom ?? addDays(until, -L.defaultDays));
  if (start >= end) throw new HttpError(400, M.periodInvalid);
  return { start, end, days: { from: q.dataFrom ?? addDays(until, -L.defaultDays), until } };
};

/**
 * Records the occurrence, its first content with the bound attachment, the audit entry and the timeline event in
 * one transaction, with the e-mail to the condominium's syndics queued (a failure never undoes the occurrence).
 */
export const createOccurrence = async (
  deps: Deps,
  actor: Actor,
  input: CreateInput,
  write: OfflineWrite,
): Promise<IdempotentResult<OccurrenceSummary>> => {
  const { db } = deps;
  const unit = await requireUnit(db, actor.idCondo, input.idUnidade, M.unitNotFound);
  const hashAnexo = input.hashAnexo ?? null;
  const prepare = async () => {
    if (hashAnexo) await ensureUploadReady(db, deps.storage, OCCURRENCE_ATTACHMENTS, actor.idCondo, hashAnexo);
  };
  const tipo = input.tipoOcorrencia as TipoOcorrencia;
  // It happened when the desk recorded it (an offline one: its moment, decision 128); the syndics' e-mail says so.
  const at = write.at;
  const change = offlineChange(actor, write, ['ocorrencias'], {
    route: CREATE,
    fingerprint: { ...input, hashAnexo },
    prepare,
  });
  return recordChange<OccurrenceSummary>(deps, change, async (t) => {
    const ids = await insertOccurrence(t, {
      idCondo: actor.idCondo,
      idUnidade: unit.idUnidade,
      tipoOcorrencia: tipo,
      conteudo: input.conteudo,
      email: input.email,
      hashAnexo,
      createdBy: actor.userId,
      at,
    });
    const notice = {
      tipo,
      unidade: `${unit.nmBloco} - ${unit.nome}`,
      conteudo: input.conteudo,
      email: input.email,
      at,
    };
    return {
      // Spec 02 §9: POST /portaria/api/v2/ocorrencias answers 200 on success.
      result: { statusCode: 200, body: toSummary((await findOccurrence(t, actor.idCondo, ids.id))!) },
      audit: {
        acao: 'ocorrencia.cadastrar',
        entidade: 'ocorrencia',
        idEntidade: ids.id,
        detalhes: { idUnidade: unit.idUnidade, tipoOcorrencia: tipo, anexo: Boolean(hashAnexo) },
      },
      timeline: [
        {
          evento: 'ocorrencia.cadastrar',
          valores: { tipo: TIPO_OCORRENCIA_LABELS[tipo], id: ids.id },
          area: 'ocorrencias',
          idUnidade: unit.idUnidade,
          entidade: 'ocorrencia',
          idEntidade: ids.id,
        },
      ],
      notices: [
        { entidade: 'ocorrencia', idEntidade: ids.id, messages: await syndicMessages(t, actor.idCondo, notice) },
      ],
    };
  });
};

/** The e-mail to the syndics, queued with the occurrence (decision 086). */
const syndicMessages = async (
  tx: Database,
  idCondo: number,
  o: { tipo: TipoOcorrencia; unidade: string; conteudo: string; email: string; at: Date },
): Promise<NoticeMessage[]> => {
  // One after the other: inside a transaction both run on one connection.
  const emails = await findSyndicEmails(tx, idCondo);
  const condo = await findCondominiumHeader(tx, idCondo);
  const values = {
    tipo: TIPO_OCORRENCIA_LABELS[o.tipo],
    unidade: o.unidade,
    condominio: condo ? `${condo.referencia} - ${condo.nome}` : '',
    data: formatDataHora(o.at),
    conteudo: o.conteudo,
    email: o.email,
  };
  const subject = fill(M.notifySubject, values);
  const text = fill(M.notifyText, values);
  // The HTML part is built, escaped, by the notice worker (platform/notices/email-html.ts).
  return emails.map((to) => ({ channel: 'email' as const, nome: to, to, subject, text, purpose: 'ocorrencia' }));
};

export const getOccurrence = async (db: Database, idCondo: number, id: number): Promise<OccurrenceDetail> => {
  const row = await findOccurrence(db, idCondo, id);
  if (!row) throw new HttpError(404, M.notFound);
  const contents = await listContents(db, idCondo, id);
  return {
    ...toSummary(row),
    ocorrenciaConteudos: contents.map((c) => ({
      id: c.id,
      conteudo: c.conteudo,
      anexo: c.anexo,
      autor: c.autor === 'SINDICO' ? 'SINDICO' : 'MORADOR',
      data: c.createdAt.toISOString(),
    })),
  };
};
