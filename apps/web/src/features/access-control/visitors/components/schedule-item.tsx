import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { Schedule } from '../api/visitor-types';
import { VISITOR_COPY as V } from '../visitors-copy';
import { dayText, weekdaysText } from '../utils/visitor-text';

const TYPE_TEXT: Record<Schedule['tipoAutorizacao'], string> = {
  INTERFONAR: V.intercom,
  PONTUAL: `${V.directAccess} · ${V.pontual}`,
  ACESSO_LIBERADO: `${V.directAccess} · ${V.recurring}`,
};

/** What a schedule allows, in one line: 'Acesso Direto · Recorrente', '01/12/2026 – 31/12/2026 · Segunda-feira, …'. */
export const scheduleText = (s: Schedule): { primary: string; secondary: string | null } => {
  const days = s.recorrencia?.recorrencias.map((r) => r.valorRecorrencia) ?? [];
  if (s.tipoAutorizacao === 'INTERFONAR') return { primary: TYPE_TEXT.INTERFONAR, secondary: null };
  if (s.tipoAutorizacao === 'PONTUAL') return { primary: TYPE_TEXT.PONTUAL, secondary: dayText(s.inicio) };
  const range = `${dayText(s.inicio)} – ${dayText(s.fim)}`;
  return { primary: TYPE_TEXT.ACESSO_LIBERADO, secondary: days.length ? `${range} · ${weekdaysText(days)}` : range };
};

type ScheduleItemProps = { schedule: Schedule; onEdit?: (s: Schedule) => void; onDelete?: (s: Schedule) => void };

/** One schedule of the detail dialog; Editar and Excluir only where the desk may change it (spec 02 §6). */
export const ScheduleItem = ({ schedule, onEdit, onDelete }: ScheduleItemProps) => {
  const { primary, secondary } = scheduleText(schedule);
  const canChange = schedule.createdBy === 'PORTARIA';
  return (
    <ListItem divider sx={{ gap: 1, flexWrap: 'wrap' }} aria-label={secondary ? `${primary} ${secondary}` : primary}>
      <ListItemText primary={primary} secondary={secondary} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
      {canChange && (onEdit || onDelete) && (
        <Stack direction="row" spacing={1}>
          {onEdit && (
            <Button size="small" variant="outlined" onClick={() => onEdit(schedule)}>
              {V.edit}
            </Button>
          )}
          {onDelete && (
            <Button size="small" variant="outlined" color="error" onClick={() => onDelete(schedule)}>
              {V.deleteSchedule}
            </Button>
          )}
        </Stack>
      )}
    </ListItem>
  );
};
