import type { EntradaResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { ParcelNotices } from '@portaria/shared/notices/notice.schemas';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { plural } from '@portaria/shared/text';

/**
 * The success screen's sentence about the notice: "sent to N residents" only once the queue says so; while it is
 * still queued (or its status cannot be read) it is "on its way"; a failure sends the desk to "Reenviar aviso".
 */
export const noticeOutcome = (created: EntradaResponse, notices: ParcelNotices | undefined): string => {
  if (created.notificados === 0) return M.notifiedNobody;
  if (notices?.status === 'ENVIADO') return plural(notices.moradores, NM.sentCount);
  if (notices?.status === 'FALHOU') return plural(notices.falhas, NM.failedCount);
  return NM.onItsWay;
};
