import type { KeyboardEvent } from 'react';
import { useEffect, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Close from '@mui/icons-material/Close';
import Search from '@mui/icons-material/Search';
import { TIMINGS } from '@portaria/shared/constants';
import { MESSAGES } from '@portaria/shared/messages';

export type SearchBoxProps = {
  /** Called with the trimmed text after the pause; with '' when the search is cleared. */
  onSearch: (value: string) => void;
  debounceMs?: number;
  /** Texts shorter than this (but not empty) are not searched, e.g. 3 for vehicles and occurrences. */
  minLength?: number;
  placeholder?: string;
  defaultExpanded?: boolean;
};

/** A 'Pesquisar' icon that opens a search field; Escape or the clear button closes it. */
export const SearchBox = ({
  onSearch,
  debounceMs = TIMINGS.searchDebounceMs,
  minLength = 0,
  placeholder = MESSAGES.search,
  defaultExpanded = false,
}: SearchBoxProps) => {
  const [isExpanded, setIsExpanded] = useState(defaultExpanded);
  const [value, setValue] = useState('');
  const lastSearched = useRef('');
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  const emit = (text: string) => {
    if (text === lastSearched.current) return;
    lastSearched.current = text;
    onSearchRef.current(text);
  };

  useEffect(() => {
    const text = value.trim();
    if (text !== '' && text.length < minLength) return undefined;
    const timer = setTimeout(() => emit(text), debounceMs);
    return () => clearTimeout(timer);
  }, [value, debounceMs, minLength]);

  const handleCollapse = () => {
    setValue('');
    setIsExpanded(false);
    emit('');
    // Give the keyboard user their place back once the field is gone.
    setTimeout(() => openButtonRef.current?.focus(), 0);
  };

  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') handleCollapse();
  };

  if (!isExpanded) {
    return (
      <IconButton ref={openButtonRef} aria-label={MESSAGES.searchOpen} onClick={() => setIsExpanded(true)} size="large">
        <Search />
      </IconButton>
    );
  }

  return (
    <TextField
      type="search"
      value={value}
      placeholder={placeholder}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={handleKeyDown}
      autoFocus
      fullWidth
      size="small"
      slotProps={{
        htmlInput: { 'aria-label': placeholder },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search aria-hidden />
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={MESSAGES.searchClear} onClick={handleCollapse} edge="end">
                <Close />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
      // One clear control: ours (it also collapses the box), not the browser's own ✕ of a search input too.
      sx={{
        '& .MuiInputBase-root': { minHeight: 44 },
        '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
      }}
    />
  );
};
