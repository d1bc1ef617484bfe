import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { KEY_MESSAGES as M } from '@portaria/shared/keys/keys.messages';
import type { KeyMovement } from '@portaria/shared/keys/keys.schemas';
import { fill } from '@portaria/shared/text';
import { ListEmpty, ListScreen } from '../../../components/list/list-screen';
import { SearchBox } from '../../../components/ui/controls/search-box';
import { rowsOf } from '../../../lib/paged-query';
import { useKeyHistory } from '../api/get-key-history';
import { dueLine, formatWhen, holderLine, keyLabel } from '../utils/key-format';

type Props = { keyOf: { id: number; nome: string } | null; onBack: () => void };

const HistoryRow = ({ m }: { m: KeyMovement }) => (
  <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
    <Typography sx={{ fontWeight: 700 }}>
      {keyLabel({ nome: m.chave, etiqueta: m.etiqueta })} · {m.portadorNome}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {holderLine(m)}
    </Typography>
    <Typography variant="body2">
      {[
        fill(M.takenAt, { quando: formatWhen(m.retiradaEm) }),
        m.entreguePor && fill(M.handedBy, { nome: m.entreguePor }),
      ]
        .filter(Boolean)
        .join(' · ')}
    </Typography>
    <Typography
      variant="body2"
      sx={{ color: m.atrasada ? 'error.dark' : 'text.primary', fontWeight: m.atrasada ? 700 : 400 }}
    >
      {m.devolvidaEm
        ? [
            fill(M.returnedAt, { quando: formatWhen(m.devolvidaEm) }),
            m.recebidaPor && fill(M.receivedBy, { nome: m.recebidaPor }),
          ]
            .filter(Boolean)
            .join(' · ')
        : `${M.stillOut} · ${dueLine(m)}`}
    </Typography>
  </Box>
);

/** History of one key (from the list or the catalogue), or of a person searched by name or document. */
export const KeyHistory = ({ keyOf, onBack }: Props) => {
  const [query, setQuery] = useState('');
  const history = useKeyHistory(keyOf ? { idChave: keyOf.id } : { q: query });
  const rows = rowsOf(history.data);
  const title = keyOf ? fill(M.historyOf, { chave: keyOf.nome }) : M.personHistory;
  return (
    <ListScreen
      title={title}
      search={keyOf ? null : <SearchBox onSearch={setQuery} placeholder={M.personSearch} defaultExpanded />}
      query={history}
      isEmpty={rows.length === 0}
      copy={{ loading: M.loading, loadMore: M.loadMore, failed: M.loadFailed }}
      empty={<ListEmpty>{M.historyEmpty}</ListEmpty>}
      onBack={onBack}
    >
      {rows.length > 0 && (
        <Box component="ul" aria-label={title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((m) => (
            <HistoryRow key={m.id} m={m} />
          ))}
        </Box>
      )}
    </ListScreen>
  );
};
