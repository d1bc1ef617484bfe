import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { AREA_MESSAGES as M } from '@portaria/shared/administration/areas.messages';
import type { BlockClashes } from '@portaria/shared/administration/areas.schemas';
import { fill } from '@portaria/shared/text';

const brDay = (local: string) => `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`;

/** The reservations a block would cancel: unit, date and slot, and the residents who will be told. */
export const ClashList = ({ clashes }: { clashes: BlockClashes }) => (
  <>
    {clashes.jaBloqueados > 0 && <Alert severity="info">{fill(M.alreadyBlocked, { n: clashes.jaBloqueados })}</Alert>}
    {clashes.data.length === 0 ? (
      <Alert severity="success">{M.clashesNone}</Alert>
    ) : (
      <>
        <Alert severity="warning">{M.clashesWarning}</Alert>
        <Typography component="h3" variant="subtitle1" id="block-clashes-title">
          {M.clashesTitle}
        </Typography>
        <List dense aria-labelledby="block-clashes-title">
          {clashes.data.map((c) => (
            <ListItem key={c.id} divider>
              <ListItemText
                primary={fill(M.clashLine, {
                  unidade: `${c.unidade.nmBloco} - ${c.unidade.nome}`,
                  dia: brDay(c.dataInicioReserva),
                  de: c.dataInicioReserva.slice(11, 16),
                  ate: c.dataFimReserva.slice(11, 16),
                })}
                secondary={c.moradores.length > 0 ? c.moradores.join(', ') : M.noResidents}
              />
            </ListItem>
          ))}
        </List>
      </>
    )}
  </>
);
