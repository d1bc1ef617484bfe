import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Block } from '@portaria/shared/condominium/condominium.schemas';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import { matchUnits } from '@portaria/shared/desk/unit-match';
import { fill } from '@portaria/shared/text';
import { hasNameIn, usePeopleUnits } from '../../../lib/get-people-units';
import { useDebounced } from '../../../lib/use-debounced';
import { lastUnit } from './last-unit';

const M = DESK_MESSAGES.unitPick;

type PickOption = { key: string; idBloco: number; idUnidade: number; primary: string; secondary?: string };

const placeOf = (nmBloco: string, unidade: string) => fill(DESK_MESSAGES.unitHit, { bloco: nmBloco, unidade });

/** The options a text gives: the units it names in the tree, then the units of the people it names. */
const useOptions = (blocks: Block[], text: string) => {
  const typed = text.trim();
  const debounced = useDebounced(typed, 250);
  const people = usePeopleUnits(debounced);
  const options = useMemo(() => {
    const blockOf = new Map(blocks.flatMap((b) => b.unidades.map((u) => [u.idUnidade, b] as const)));
    if (typed === '') {
      const last = lastUnit();
      const block = last === null ? undefined : blockOf.get(last);
      const unit = block?.unidades.find((u) => u.idUnidade === last);
      return block && unit
        ? [
            {
              key: 'last',
              idBloco: block.idBloco,
              idUnidade: unit.idUnidade,
              primary: placeOf(block.nome, unit.nome),
              secondary: M.last,
            },
          ]
        : [];
    }
    const units: PickOption[] = matchUnits(blocks, typed).map((u) => ({
      key: `u${u.idUnidade}`,
      idBloco: u.idBloco,
      idUnidade: u.idUnidade,
      primary: placeOf(u.nmBloco, u.unidade),
    }));
    const persons: PickOption[] = (people.data ?? []).flatMap((p) => {
      const block = blockOf.get(p.idUnidade);
      if (!block) return [];
      const who = p.tipo === 'AUTORIZADO' ? `${p.nome} (${DESK_MESSAGES.authorised})` : p.nome;
      return [
        {
          key: `p${p.tipo}${p.id}`,
          idBloco: block.idBloco,
          idUnidade: p.idUnidade,
          primary: who,
          secondary: placeOf(p.nmBloco, p.unidade),
        },
      ];
    });
    return [...units, ...persons];
  }, [blocks, typed, people.data]);
  // The names' answer for this very text is not in yet (still typing, or on its way).
  const isAsking = hasNameIn(typed) && (debounced !== typed || people.isFetching);
  return { options, isAsking };
};

type UnitQuickPickProps = {
  blocks: Block[];
  onPick: (idBloco: number, idUnidade: number) => void;
  /** Under the field when it has suggestions or is empty; a form without the block and unit lists says its own. */
  hint?: string;
  /** When the text names no unit (default: choose in the lists below). */
  noneHint?: string;
  label?: string;
  /** The field takes the focus as it appears (a form whose first question is the unit). */
  autoFocus?: boolean;
};

/**
 * The flows' one unit field (issue 32 item 5): "A 1204", "1204" or a resident's name, with suggestions; Enter takes
 * the highlighted one (the first) and the flow goes past the block and unit steps. Empty, it offers the shift's last
 * unit. The block and unit lists stay below it for those who prefer them.
 */
export const UnitQuickPick = ({
  blocks,
  onPick,
  hint = M.orLists,
  noneHint = M.none,
  label = M.label,
  autoFocus = false,
}: UnitQuickPickProps) => {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [pending, setPending] = useState<string | null>(null);
  const { options, isAsking } = useOptions(blocks, text);
  const current = options[Math.min(active, options.length - 1)];

  const pick = (option: PickOption) => {
    setPending(null);
    onPick(option.idBloco, option.idUnidade);
  };
  // Enter typed before the names' answer came: the first suggestion, once it comes for that same text.
  useEffect(() => {
    if (pending === null || pending !== text.trim() || isAsking) return;
    const first = options[0];
    setPending(null);
    if (first) onPick(first.idBloco, first.idUnidade);
  }, [pending, text, isAsking, options, onPick]);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (Math.min(i, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (isAsking) setPending(text.trim());
      else if (current) pick(current);
    } else if (event.key === 'Escape' && text !== '') {
      event.stopPropagation();
      setText('');
    }
  };

  const showsNone = text.trim() !== '' && options.length === 0 && !isAsking;
  return (
    <Box>
      <TextField
        label={label}
        placeholder={M.placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={handleKeyDown}
        autoComplete="off"
        autoFocus={autoFocus}
        fullWidth
        helperText={showsNone ? noneHint : hint}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': options.length > 0,
            'aria-controls': listboxId,
            'aria-activedescendant': current ? `${id}-${current.key}` : undefined,
            maxLength: 60,
          },
        }}
      />
      <Box
        component="ul"
        id={listboxId}
        role="listbox"
        aria-label={M.suggestions}
        sx={{ listStyle: 'none', m: 0, p: 0, display: options.length ? 'block' : 'none' }}
      >
        {options.map((option) => {
          const isActive = option === current;
          return (
            <Box
              component="li"
              key={option.key}
              id={`${id}-${option.key}`}
              role="option"
              aria-selected={isActive}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              sx={{
                px: 2,
                py: 1,
                minHeight: 44,
                cursor: 'pointer',
                borderRadius: 1,
                bgcolor: isActive ? 'action.selected' : undefined,
                '&:hover': { bgcolor: 'action.hover' },
              }}
            >
              <Typography sx={{ fontWeight: 600 }}>{option.primary}</Typography>
              {option.secondary && (
                <Typography variant="body2" color="text.secondary">
                  {option.secondary}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
};
