import { formatBrl } from '@portaria/shared/common/money';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AREA_MESSAGES as M } from '@portaria/shared/administration/areas.messages';
import { WEEKDAYS } from '@portaria/shared/administration/areas.rules';
import type { AdminArea } from '@portaria/shared/administration/areas.schemas';
import { RESERVATION_MESSAGES as RM } from '@portaria/shared/reservations/reservations.messages';
import { fill } from '@portaria/shared/text';

/** One line a person reads: days · hours · advance; then fee and capacity in the desk's own words. */
export const areaSummary = (area: AdminArea) => {
  const dias = WEEKDAYS.filter((d) => area.diasSemana.includes(d.id))
    .map((d) => d.label)
    .join(', ');
  const horario = area.diaInteiro
    ? fill(M.wholeDayShort, { de: area.abertura, ate: area.fechamento })
    : fill(M.slotsShort, { n: area.horarios.length, de: area.abertura, ate: area.fechamento });
  const antecedencia = fill(M.advance, { min: area.qtMinDiasDisponivelReserva, max: area.qtDiasDisponivelReserva });
  const fee = area.flagAreaPaga ? formatBrl(area.valorTaxaUtilizacao) : RM.free;
  const capacity = area.capacidade === null ? RM.capacityUndefined : fill(RM.capacity, { n: area.capacidade });
  return { line: fill(M.summary, { dias, horario, antecedencia }), fee: `${fee} · ${capacity}` };
};

type Props = {
  area: AdminArea;
  onEdit: () => void;
  onBlock: () => void;
  onToggleActive: () => void;
};

export const AreaRow = ({ area, onEdit, onBlock, onToggleActive }: Props) => {
  const { line, fee } = areaSummary(area);
  const headingId = `area-${area.id}`;
  return (
    <Stack
      component="li"
      aria-labelledby={headingId}
      direction={{ xs: 'column', md: 'row' }}
      sx={{ gap: 1, py: 1.5, borderBottom: 1, borderColor: 'divider', justifyContent: 'space-between' }}
    >
      <div>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {area.nomeArea}
          </Typography>
          {!area.ativo && <Chip size="small" variant="outlined" label={M.inactive} />}
          {area.precisaAprovacao && <Chip size="small" color="info" label={M.needsApprovalShort} />}
        </Stack>
        <Typography variant="body2">{fee}</Typography>
        <Typography variant="body2" color="text.secondary">
          {line}
        </Typography>
      </div>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexShrink: 0 }}>
        <Button onClick={onEdit} aria-label={`${M.edit} ${area.nomeArea}`}>
          {M.edit}
        </Button>
        {area.ativo && (
          <Button onClick={onBlock} aria-label={`${M.blockArea} ${area.nomeArea}`}>
            {M.blockArea}
          </Button>
        )}
        <Button
          color={area.ativo ? 'error' : 'primary'}
          onClick={onToggleActive}
          aria-label={`${area.ativo ? M.deactivate : M.reactivate} ${area.nomeArea}`}
        >
          {area.ativo ? M.deactivate : M.reactivate}
        </Button>
      </Stack>
    </Stack>
  );
};
