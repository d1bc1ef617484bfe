import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AUDIT_MESSAGES as M } from '@portaria/shared/administration/audit.messages';
import type { AuditEntry } from '@portaria/shared/administration/audit.schemas';

/** 'YYYY-MM-DDTHH:mm:ss' (São Paulo's clock, as the server sends it) as 'DD/MM/YYYY HH:mm:ss'. */
export const formatWhen = (quando: string) => {
  const [day = '', time = ''] = quando.split('T');
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y} ${time}`;
};

type AuditEntryRowProps = { entry: AuditEntry };

/** One entry: what was done, where it is filed, when, by whom, in which condominium, and what changed. */
export const AuditEntryRow = ({ entry }: AuditEntryRowProps) => {
  const who = entry.nmUsuario ?? M.noAccount;
  const where = entry.referencia === null ? null : `${entry.referencia} - ${entry.nmCondo ?? ''}`;
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }} sx={{ alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>{entry.rotuloAcao}</Typography>
        <Typography variant="body2" color="text.secondary">
          {entry.rotuloArea}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        <time dateTime={entry.quando}>{formatWhen(entry.quando)}</time>
        {` · ${who}`}
        {where ? ` · ${where}` : ''}
      </Typography>
      {entry.alteracoes.length > 0 && (
        <Box component="ul" aria-label={M.columns.alteracoes} sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {entry.alteracoes.map((change) => (
            <Typography key={change.campo} component="li" variant="body2">
              <Box component="span" sx={{ fontWeight: 600 }}>
                {`${change.rotulo}: `}
              </Box>
              {change.tipo === 'edicao' ? `${change.antes} → ${change.depois}` : change.valor}
            </Typography>
          ))}
        </Box>
      )}
    </ListItem>
  );
};
