import { useCallback, useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Search from '@mui/icons-material/Search';
import { visuallyHidden } from '@mui/utils';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { plural } from '@portaria/shared/text';
import { SEARCH_MAX_LENGTH } from '../api/get-search';
import type { SearchStatus } from '../hooks/use-desk-search';
import { useDeskSearch } from '../hooks/use-desk-search';
import { useSearchShortcut } from '../hooks/use-search-shortcut';
import type { SearchOption, UnitFocus } from '../utils/search-options';
import { SearchListbox } from './search-listbox';

type DeskSearchProps = {
  /** Opens the hit's unit; `focus` says who the hit named (a resident, a visitor). */
  onOpenUnit: (idUnidade: number, focus: UnitFocus | null) => void;
  /** The shortcuts work only while true (nothing else, such as a flow, holds the screen). */
  isShortcutEnabled?: boolean;
  /** Runs before a shortcut focuses the field: what covers the top bar (the unit page) steps aside. */
  onSummon?: () => void;
};

const STATUS_TEXT: Partial<Record<SearchStatus, string>> = {
  tooShort: M.searchTooShort,
  searching: M.searching,
  failed: M.searchFailed,
  empty: M.searchEmpty,
};

/**
 * The one search of the top bar (issue 32): an ARIA combobox over the units, people, parcels, vehicles, visitors and
 * today's bookings of the condominium; `/` or Ctrl+K summon it, Enter opens the unit of the chosen hit.
 */
export const DeskSearch = ({ onOpenUnit, isShortcutEnabled = true, onSummon }: DeskSearchProps) => {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const optionId = (option: SearchOption) => `${id}-${option.key}`;
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useDeskSearch(onOpenUnit);
  const { open } = search;
  const hasList = search.isOpen && search.status === 'results';
  const message = STATUS_TEXT[search.status];

  const summon = useCallback(() => {
    onSummon?.();
    // The field takes the focus, with its text selected to type over: at once, so the keys typed right after `/` are
    // its text (the browser runs them before any timer, and outside a field a letter may be a shortcut of the page),
    // and again after whatever closed gave its focus back (the unit page), unless it kept it.
    const input = inputRef.current;
    const before = input?.value;
    const take = () => {
      input?.focus();
      // Never over what was typed since: those keys are the text.
      if (input?.value === before) input?.select();
      open();
    };
    take();
    setTimeout(() => {
      if (document.activeElement !== input) take();
    }, 0);
  }, [onSummon, open]);
  useSearchShortcut(summon, isShortcutEnabled);

  const activeId = search.active ? optionId(search.active) : null;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const announcement =
    search.status === 'results' ? plural(search.count, M.resultsCount) : search.isOpen ? (message ?? '') : '';

  return (
    <Box ref={anchorRef} sx={{ width: '100%' }}>
      <TextField
        inputRef={inputRef}
        type="search"
        size="small"
        fullWidth
        value={search.text}
        placeholder={M.searchPlaceholder}
        onChange={(event) => search.change(event.target.value)}
        onKeyDown={search.handleKeyDown}
        onBlur={search.close}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-label': M.searchLabel,
            'aria-autocomplete': 'list',
            'aria-expanded': hasList,
            'aria-controls': hasList ? listboxId : undefined,
            'aria-activedescendant': hasList && activeId ? activeId : undefined,
            'aria-describedby': hintId,
            'aria-keyshortcuts': '/ Control+K',
            maxLength: SEARCH_MAX_LENGTH,
            spellCheck: false,
          },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end" aria-hidden sx={{ display: { xs: 'none', md: 'flex' } }}>
                <Box
                  component="kbd"
                  sx={{ px: 0.75, border: 1, borderColor: 'divider', borderRadius: 1, font: 'inherit', fontSize: 12 }}
                >
                  /
                </Box>
              </InputAdornment>
            ),
          },
        }}
        sx={{
          '& .MuiInputBase-root': { minHeight: 40, bgcolor: 'background.default' },
          '& input::-webkit-search-cancel-button': { WebkitAppearance: 'none', display: 'none' },
        }}
      />
      <Box id={hintId} sx={visuallyHidden}>
        {M.searchShortcutHint}
      </Box>
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      {/* Popper's default role (tooltip) would misname the list: the listbox inside is what is announced. */}
      <Popper
        role="presentation"
        open={search.isOpen}
        anchorEl={anchorRef.current}
        placement="bottom-start"
        sx={{
          zIndex: 'modal',
          width: { xs: 'calc(100vw - 16px)', sm: Math.max(anchorRef.current?.offsetWidth ?? 0, 460) },
          maxWidth: 'calc(100vw - 16px)',
        }}
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
      >
        <Paper elevation={8} sx={{ maxHeight: 'min(70vh, 560px)', overflowY: 'auto' }}>
          {search.isRefreshing && <LinearProgress aria-hidden sx={{ height: 2 }} />}
          {hasList ? (
            <SearchListbox
              id={listboxId}
              sections={search.sections}
              activeKey={search.active?.key ?? null}
              optionId={optionId}
              onChoose={search.choose}
            />
          ) : (
            <Box sx={{ px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography color={search.status === 'failed' ? 'error' : 'text.secondary'} sx={{ flex: 1 }}>
                {message}
              </Typography>
              {search.status === 'failed' && (
                <Button
                  size="small"
                  tabIndex={-1}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={search.retry}
                >
                  {MESSAGES.retry}
                </Button>
              )}
            </Box>
          )}
        </Paper>
      </Popper>
    </Box>
  );
};
