import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { entryTimeText } from '@portaria/shared/access-control/visitors.rules';
import type { EntryCard } from '@portaria/shared/access-control/visitors.schemas';
import { fill } from '@portaria/shared/text';
import { placeText } from '../../visitors/utils/visitor-text';

/** Who is inside, since when and for which unit: the entry is refused, the exit is offered (the server's own words). */
export const InsideNotice = ({ visit }: { visit: EntryCard }) => (
  <Alert severity="warning">
    <Typography sx={{ fontWeight: 600 }}>
      {fill(M.visitorStillInside, { nome: visit.nmVisitante, desde: entryTimeText(visit.dtEntrada!) })}
    </Typography>
    <Typography variant="body2">{placeText(visit.nmBloco, visit.nmUnidade)}</Typography>
  </Alert>
);
