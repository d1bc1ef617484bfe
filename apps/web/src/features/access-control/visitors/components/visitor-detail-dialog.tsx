import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@portaria/shared/messages';
import { CenteredSpinner } from '../../../../components/ui/status/centered-spinner';
import { DetailList } from '../../../../components/ui/controls/detail-list';
import { RetryAlert } from '../../../../components/ui/status/retry-alert';
import { useSchedules } from '../api/visitor-queries';
import type { Schedule, VisitorUnit } from '../api/visitor-types';
import { VISITOR_COPY as V } from '../visitors-copy';
import { KIND_LABELS } from '../utils/visitor-kind';
import { maskId } from '@portaria/shared/br/mask';
import { ScheduleItem } from './schedule-item';

type VisitorDetailDialogProps = {
  visitor: VisitorUnit | null;
  onClose: () => void;
  onNewSchedule: (v: VisitorUnit) => void;
  onEditSchedule: (v: VisitorUnit, s: Schedule) => void;
  onDeleteSchedule: (v: VisitorUnit, s: Schedule) => void;
  onDelete: (v: VisitorUnit) => void;
};

const documentOf = (v: VisitorUnit) => {
  const p = v.visitante;
  if (p.estrangeiro && p.documentoEstrangeiro && p.tipoDocumentoEstrangeiro)
    return `${V.documento[p.tipoDocumentoEstrangeiro]} ${maskId(p.documentoEstrangeiro)}`;
  return p.cpf ? `CPF ${maskId(p.cpf)}` : '—';
};

const Group = ({
  title,
  items,
  render,
}: {
  title: string;
  items: Schedule[];
  render: (s: Schedule) => React.ReactNode;
}) => {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 2 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{V.noSchedules}</Typography>
      ) : (
        <List dense aria-labelledby={id} disablePadding>
          {items.map(render)}
        </List>
      )}
    </section>
  );
};

/** Spec 02 §2.3 visitor detail: name, masked document, block, unit, type, schedules 'Ativos' and 'Anteriores'. */
export const VisitorDetailDialog = ({
  visitor: v,
  onClose,
  onNewSchedule,
  onEditSchedule,
  onDeleteSchedule,
  onDelete,
}: VisitorDetailDialogProps) => {
  const titleId = useId();
  const schedules = useSchedules(v?.idVisitanteUnidade ?? null);
  return (
    <Dialog open={v !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" scroll="paper">
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {v?.visitante.nome}
      </DialogTitle>
      <DialogContent dividers>
        {v && (
          <DetailList
            rows={[
              ['Documento', documentOf(v)],
              [V.block, v.nmBloco ?? '—'],
              [V.unit, v.nmUnidade ?? '—'],
              [V.type, KIND_LABELS[v.visitante.visitanteTipo]],
              ...(v.visitante.empresa ? ([[V.company, v.visitante.empresa]] as const) : []),
            ]}
          />
        )}
        {schedules.isPending && <CenteredSpinner minHeight={96} />}
        {schedules.isError && (
          <RetryAlert onRetry={() => void schedules.refetch()} sx={{ mt: 2 }}>
            {V.schedulesFailed}
          </RetryAlert>
        )}
        {v && schedules.data && (
          <>
            <Group
              title={V.activeGroup}
              items={schedules.data.ativas}
              render={(s) => (
                <ScheduleItem
                  key={s.id}
                  schedule={s}
                  onEdit={(x) => onEditSchedule(v, x)}
                  onDelete={(x) => onDeleteSchedule(v, x)}
                />
              )}
            />
            <Group
              title={V.pastGroup}
              items={schedules.data.vencidas}
              render={(s) => <ScheduleItem key={s.id} schedule={s} />}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="large" onClick={onClose} sx={{ minHeight: 44, mr: 'auto' }}>
          {MESSAGES.close}
        </Button>
        {v && v.createdBy === 'PORTARIA' && (
          <Button variant="outlined" color="error" size="large" onClick={() => onDelete(v)} sx={{ minHeight: 44 }}>
            {V.deleteVisitor}
          </Button>
        )}
        {v && (
          <Button variant="contained" size="large" onClick={() => onNewSchedule(v)} sx={{ minHeight: 44 }}>
            {V.newSchedule}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
