import type { KeyboardEvent } from 'react';
import { useMemo, useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { SEARCH_MIN_LENGTH, useSearch } from '../api/get-search';
import type { SearchOption, UnitFocus } from '../utils/search-options';
import { searchSections } from '../utils/search-options';

/** Short: the desk types a few letters of a name or a unit and expects the list at once. */
export const SEARCH_DEBOUNCE_MS = 250;

export type SearchStatus = 'idle' | 'tooShort' | 'searching' | 'failed' | 'empty' | 'results';

/**
 * The state and keys of the one search: what is typed, whether the list is open, which hit is active. ArrowDown and
 * ArrowUp walk the hits that open a unit (wrapping), Enter opens the active one (or the first, once the list is the
 * typed text's), Escape closes the list, then clears the text.
 */
export const useDeskSearch = (onOpenUnit: (idUnidade: number, focus: UnitFocus | null) => void) => {
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const typed = text.trim();
  const q = useDebounced(typed, SEARCH_DEBOUNCE_MS);
  const search = useSearch(q);
  const sections = useMemo(() => (search.data ? searchSections(search.data) : []), [search.data]);
  const choosable = sections.flatMap((section) => section.options).filter((option) => option.idUnidade !== null);
  const active = choosable.find((option) => option.key === activeKey) ?? null;
  const isCurrent = q === typed && search.isSuccess && !search.isPlaceholderData;

  const status: SearchStatus =
    typed === ''
      ? 'idle'
      : typed.length < SEARCH_MIN_LENGTH
        ? 'tooShort'
        : search.isError && q === typed
          ? 'failed'
          : sections.length > 0
            ? 'results'
            : isCurrent
              ? 'empty'
              : 'searching';

  const choose = (option: SearchOption) => {
    if (option.idUnidade === null) return;
    setIsOpen(false);
    setActiveKey(null);
    onOpenUnit(option.idUnidade, option.focus ?? null);
  };

  const move = (step: 1 | -1) => {
    setIsOpen(true);
    if (choosable.length === 0) return;
    const at = active ? choosable.indexOf(active) : step === 1 ? -1 : choosable.length;
    const next = (at + step + choosable.length) % choosable.length;
    setActiveKey(choosable[next]!.key);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const option = active ?? (isCurrent ? choosable[0] : undefined);
      if (isOpen && option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape') {
      // The list first, then the text: each Escape undoes one thing.
      if (isOpen && status !== 'idle') {
        event.preventDefault();
        setIsOpen(false);
        setActiveKey(null);
      } else if (text !== '') {
        event.preventDefault();
        setText('');
      }
    } else if (event.key === 'Tab') {
      setIsOpen(false);
    }
  };

  const change = (next: string) => {
    setText(next);
    setIsOpen(true);
    setActiveKey(null);
  };

  return {
    text,
    change,
    isOpen: isOpen && status !== 'idle',
    open: () => setIsOpen(text.trim() !== ''),
    close: () => {
      setIsOpen(false);
      setActiveKey(null);
    },
    status,
    isRefreshing: status === 'results' && !isCurrent,
    count: choosable.length,
    sections,
    active,
    choose,
    handleKeyDown,
    retry: () => void search.refetch(),
  };
};
