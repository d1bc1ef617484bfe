import type { EntityNotices, Notice, NoticeMark, NoticeSummary } from '@portaria/shared/notices/notice.schemas';
import type { Database } from '../../db/client.ts';
import { findNotices } from './jobs.repository.ts';
import type { NoticeRow } from './jobs.repository.ts';

export const toNotice = (r: NoticeRow): Notice => ({
  id: r.id,
  nome: r.nome ?? '',
  canal: r.kind === 'aviso.sms' ? 'sms' : 'email',
  status: r.status as Notice['status'],
  tentativas: r.attempts,
  erro: r.status === 'ENVIADO' ? null : r.lastError,
  enviadoEm: r.status === 'ENVIADO' && r.doneAt ? r.doneAt.toISOString() : null,
});

/**
 * The sum the desk reads: FALHOU when any message failed for good, NA_FILA while any is on its way, ENVIADO when
 * all left. `moradores` counts residents with at least one message sent; `pendentes` and `falhas` count residents too.
 */
export const summarize = (notices: Notice[]): NoticeSummary => {
  const residents = (status: Notice['status']) =>
    new Set(notices.filter((n) => n.status === status).map((n) => n.nome)).size;
  const falhas = residents('FALHOU');
  const pendentes = residents('NA_FILA');
  const status = notices.length === 0 ? null : falhas > 0 ? 'FALHOU' : pendentes > 0 ? 'NA_FILA' : 'ENVIADO';
  return { status, moradores: residents('ENVIADO'), pendentes, falhas };
};

/** A list row's mark: the sum, with the words and tries of a message that failed for good. */
export const markOf = (notices: Notice[]): NoticeMark => {
  const failed = notices.find((n) => n.status === 'FALHOU');
  return { ...summarize(notices), erro: failed?.erro ?? null, tentativas: failed?.tentativas ?? 0 };
};

/** Each entity's mark (entities without a notice are absent). */
export const marksOf = async (
  db: Database,
  idCondo: number,
  entidade: string,
  ids: number[],
): Promise<Map<number, NoticeMark>> => {
  const byEntity = new Map<number, Notice[]>();
  for (const r of await findNotices(db, idCondo, entidade, ids))
    byEntity.set(r.idEntidade, [...(byEntity.get(r.idEntidade) ?? []), toNotice(r)]);
  return new Map([...byEntity].map(([id, notices]) => [id, markOf(notices)]));
};

/** One entity's notices to each recipient and their sum (the caller has checked the entity is the condominium's). */
export const entityNotices = async (
  db: Database,
  idCondo: number,
  entidade: string,
  id: number,
): Promise<EntityNotices> => {
  const data = (await findNotices(db, idCondo, entidade, [id])).map(toNotice);
  return { ...summarize(data), data };
};
