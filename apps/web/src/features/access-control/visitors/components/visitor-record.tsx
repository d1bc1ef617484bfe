import { useState } from 'react';
import { RequestFailedDialog } from '../../../../components/ui/dialogs/request-failed-dialog';
import { useVisitor } from '../api/visitor-queries';
import { VISITOR_COPY as V } from '../visitors-copy';
import { DeleteVisitorDialog, type DeleteTarget } from './delete-visitor-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { VisitorDetailDialog } from './visitor-detail-dialog';
import type { Schedule, VisitorUnit } from '../api/visitor-types';

type VisitorRecordProps = { idVisitanteUnidade: number | null; hasBiometrics: boolean; onClose: () => void };

/** One visitor's detail dialog and what it opens: a new or edited schedule, a schedule or visitor deletion. */
export const VisitorRecord = ({ idVisitanteUnidade, hasBiometrics, onClose }: VisitorRecordProps) => {
  const visitor = useVisitor(idVisitanteUnidade);
  const [scheduling, setScheduling] = useState<{ visitor: VisitorUnit; schedule: Schedule | null } | null>(null);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const isBusy = scheduling !== null || deleting !== null;
  return (
    <>
      <VisitorDetailDialog
        visitor={!isBusy && idVisitanteUnidade !== null ? (visitor.data ?? null) : null}
        onClose={onClose}
        onNewSchedule={(v) => setScheduling({ visitor: v, schedule: null })}
        onEditSchedule={(v, s) => setScheduling({ visitor: v, schedule: s })}
        onDeleteSchedule={(v, s) => setDeleting({ visitor: v, schedule: s })}
        onDelete={(v) => setDeleting({ visitor: v, schedule: null })}
      />
      {/* A record that is gone (404) stays gone: 'Tentar novamente' only where a retry may pass (decision 104). */}
      <RequestFailedDialog
        open={idVisitanteUnidade !== null && visitor.isError}
        error={visitor.error}
        title={V.visitorsFailed}
        onRetry={() => void visitor.refetch()}
        onClose={onClose}
      />
      <ScheduleDialog target={scheduling} hasBiometrics={hasBiometrics} onClose={() => setScheduling(null)} />
      <DeleteVisitorDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(t) => {
          // The visitor is gone: its dialog closes too; after a schedule, the dialog shows the rest.
          if (!t.schedule) onClose();
        }}
      />
    </>
  );
};
