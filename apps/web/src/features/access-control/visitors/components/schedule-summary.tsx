import { effectiveWeekdays } from '@portaria/shared/access-control/visitors.rules';
import { DetailList, type DetailRow } from '../../../../components/ui/controls/detail-list';
import { VISITOR_COPY as V } from '../visitors-copy';
import { formatDay, weekdaysText } from '../utils/visitor-text';
import type { VisitorDraft } from '../utils/visitor-draft';

/** The schedule as it will be saved: a recurrence without chosen weekdays takes every day of its range. */
export const scheduleRows = (draft: VisitorDraft): DetailRow[] => {
  if (draft.autorizacao === 'INTERFONAR') return [[V.authorization, V.intercom]];
  const rows: DetailRow[] = [[V.authorization, V.directAccess]];
  if (draft.tipoAcesso === 'PONTUAL' && draft.data) rows.push([V.pontual, formatDay(draft.data)]);
  if (draft.tipoAcesso === 'ACESSO_LIBERADO' && draft.dataDe && draft.dataAte) {
    rows.push([V.recurring, `${formatDay(draft.dataDe)} – ${formatDay(draft.dataAte)}`]);
    rows.push([V.weekdaysLabel, weekdaysText(effectiveWeekdays(draft.diasSemana, draft.dataDe, draft.dataAte))]);
  }
  if (draft.usaBiometriaFacial) rows.push([V.biometry, V.yes]);
  return rows;
};

/** The schedule part of a confirmation. */
export const ScheduleSummary = ({ draft }: { draft: VisitorDraft }) => <DetailList rows={scheduleRows(draft)} />;
