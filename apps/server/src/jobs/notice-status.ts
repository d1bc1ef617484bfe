import type { Notice, NoticeSummary } from '@portaria/shared/notifications/notice.schemas';
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
  const residents = (status: Notice['status']) => new Set(notices.filter((n) => n.status === status).map((n) => n.nome)).size;
  const falhas = residents('FALHOU');
  const pendentes = residents('NA_FILA');
  const status = notices.length === 0 ? null : falhas > 0 ? 'FALHOU' : pendentes > 0 ? 'NA_FILA' : 'ENVIADO';
  return { status, moradores: residents('ENVIADO'), pendentes, falhas };
};
