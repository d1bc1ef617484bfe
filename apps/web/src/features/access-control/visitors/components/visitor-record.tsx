import { useState } from 'react';
import { FeedbackDialog } from '../../../../components/ui/feedback-dialog';
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
      <FeedbackDialog
        open={idVisitanteUnidade !== null && visitor.isError}
        severity="error"
        title={V.visitorsFailed}
        autoCloseMs={0}
        onClose={onClose}
        actions={[
          { label: V.ok, onClick: onClose, variant: 'outlined' },
          { label: V.retry, onClick: () => void visitor.refetch() },
        ]}
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
