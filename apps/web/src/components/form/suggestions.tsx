import type { FocusEvent, KeyboardEvent } from 'react';
import { useId, useState } from 'react';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { foldText } from '@portaria/shared/text';

const MAX_SHOWN = 5;
const fold = (text: string) => foldText(text).trim();

/** Names that contain what was typed; nothing when it already is one of them (nothing left to suggest). */
export const matchSuggestions = (options: readonly string[], typed: string): string[] => {
  const query = fold(typed);
  if (options.some((option) => fold(option) === query && query !== '')) return [];
  return options.filter((option) => fold(option).includes(query)).slice(0, MAX_SHOWN);
};

type SuggestionsOptions = {
  /** The field's current text: the suggestions never change it, only a pick does. */
  value: string;
  options: readonly string[];
  onPick: (option: string) => void;
};

/**
 * A free-text field that suggests names as the person types (ARIA combobox with a listbox, issue 17). The list
 * opens above the field, so it never covers the controls below it; nothing is filled in and the focus never
 * moves unless an option is picked (a click, or arrows then Enter). Esc and Tab close it.
 */
export const useSuggestions = ({ value, options, onPick }: SuggestionsOptions) => {
  const listId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [isDismissed, setIsDismissed] = useState(true);
  const [active, setActive] = useState(-1);
  const [lastValue, setLastValue] = useState(value);
  if (lastValue !== value) {
    // Typing reopens the list and forgets the highlighted option (React's "adjust state on prop change").
    setLastValue(value);
    setIsDismissed(value.trim() === '');
    setActive(-1);
  }
  const shown = anchor !== null && !isDismissed ? matchSuggestions(options, value) : [];
  const isOpen = shown.length > 0;

  const pick = (option: string) => {
    onPick(option);
    setIsDismissed(true);
    setActive(-1);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!isOpen) {
        // Arrow down on a closed list (even an empty field): all the matches, the first one highlighted; pressed
        // before the residents arrive, the list opens when they do.
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setIsDismissed(false);
          setActive(0);
        }
        return;
      }
      event.preventDefault();
      const last = shown.length - 1;
      setActive((index) =>
        event.key === 'ArrowDown' ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
      return;
    }
    if (!isOpen) return;
    const highlighted = shown[active];
    if (event.key === 'Enter' && highlighted !== undefined) {
      event.preventDefault();
      event.stopPropagation();
      pick(highlighted);
    } else if (event.key === 'Escape') {
      // Closes the list only, not the dialog around the form.
      event.preventDefault();
      event.stopPropagation();
      setIsDismissed(true);
    } else if (event.key === 'Tab') {
      setIsDismissed(true);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const inputProps = {
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': isOpen,
    'aria-controls': isOpen ? listId : undefined,
    'aria-activedescendant': isOpen && active >= 0 ? optionId(active) : undefined,
    onKeyDown: handleKeyDown,
    onFocus: (event: FocusEvent<HTMLElement>) => setAnchor(event.currentTarget),
    onBlur: () => {
      setAnchor(null);
      setActive(-1);
    },
  };

  const list = (label: string) => (
    <Popper
      open={isOpen}
      anchorEl={anchor}
      placement="top-start"
      modifiers={[{ name: 'flip', enabled: false }]}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, width: anchor?.offsetWidth }}
    >
      <Paper
        elevation={8}
        component="ul"
        role="listbox"
        id={listId}
        aria-label={label}
        sx={{ listStyle: 'none', m: 0, mb: 1, py: 0.5, px: 0 }}
      >
        {shown.map((option, index) => (
          <li
            key={option}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keeps the focus (and the caret) in the field: a pick only sets its text.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            style={{ padding: '10px 16px', cursor: 'pointer', background: index === active ? '#e3edf2' : undefined }}
          >
            {option}
          </li>
        ))}
      </Paper>
    </Popper>
  );

  return { inputProps, list, isOpen };
};
