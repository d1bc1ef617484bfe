import type { KeyboardEvent } from 'react';
import { useRef } from 'react';
import { foldText } from '@portaria/shared/text';

/** Keys typed within this pause add up ('6' then '0' looks for '60'); a longer pause starts over. */
export const TYPE_AHEAD_PAUSE_MS = 800;

const wordsOf = (label: string) =>
  foldText(label)
    .split(/[\s|/·,-]+/)
    .filter(Boolean);

/**
 * The option typed text picks, searching from `start` onwards and wrapping: the first whose distinguishing words
 * ('B' in 'Bloco B', '601' in 'Bloco A | 601': words every option shares, like 'Bloco', do not count) start with
 * it, else the first whose whole label starts with it ('bloco b'). -1 when none does.
 */
export const typeAheadIndex = (labels: readonly string[], typed: string, start = 0): number => {
  const query = foldText(typed).trim();
  if (!query || labels.length === 0) return -1;
  const words = labels.map(wordsOf);
  const shared = new Set(labels.length > 1 ? words[0]!.filter((word) => words.every((w) => w.includes(word))) : []);
  const order = labels.map((_, i) => (start + i) % labels.length);
  const byWord = order.find((i) => words[i]!.some((word) => !shared.has(word) && word.startsWith(query)));
  if (byWord !== undefined) return byWord;
  return order.find((i) => foldText(labels[i]!).startsWith(query)) ?? -1;
};

const isTypedCharacter = (event: KeyboardEvent, hasBuffer: boolean) =>
  event.key.length === 1 &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !event.nativeEvent.isComposing &&
  (event.key !== ' ' || hasBuffer);

/** The text typed so far, kept while the keys come faster than TYPE_AHEAD_PAUSE_MS. */
export const useTypedBuffer = () => {
  const state = useRef({ text: '', at: 0 });
  return (event: KeyboardEvent): string | null => {
    const now = event.timeStamp || performance.now();
    if (now - state.current.at > TYPE_AHEAD_PAUSE_MS) state.current.text = '';
    if (!isTypedCharacter(event, state.current.text !== '')) return null;
    state.current = { text: state.current.text + event.key, at: now };
    return state.current.text;
  };
};

/** A new search starts after the current option (typing '1' again walks 101, 102…); a longer one may stay on it. */
export const startOf = (typed: string, current: number) => (typed.length === 1 ? current + 1 : Math.max(current, 0));

/** The menu's options as a person reads them; 'Todos' (the empty value) never matches typed text. */
const optionsOf = (list: HTMLElement) =>
  Array.from(list.querySelectorAll<HTMLElement>('[role="option"]:not([aria-disabled="true"])')).filter(
    (option) => option.dataset.value !== '',
  );

type SelectTypeAheadOptions<T> = {
  options: readonly { value: T; label: string }[];
  /** The chosen value, where a new search of the closed select starts (typing '1' again walks 101, 102…). */
  value?: T | null;
  /** A closed single select takes the typed option at once, like the browser's own select; omit for multiple. */
  onPick?: (value: T) => void;
};

/**
 * Type-ahead for MUI selects of blocks and units (issue 28): typing 'B' picks 'Bloco B' and '60' picks '601', on
 * the closed select (single choice) and in the open menu (the focus moves to the option; Enter or Space takes it).
 * The handlers run in the capture phase and stop the key, so MUI's own first-letter search ('B' → 'Bloco A')
 * does not run after them. Spread the result into the TextField's `slotProps.select`.
 */
export const useSelectTypeAhead = <T>({ options, value, onPick }: SelectTypeAheadOptions<T>) => {
  const closedBuffer = useTypedBuffer();
  const openBuffer = useTypedBuffer();

  const handleClosedKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!onPick) return;
    const typed = closedBuffer(event);
    if (typed === null) return;
    event.preventDefault();
    event.stopPropagation();
    const current = options.findIndex((o) => o.value === value);
    const index = typeAheadIndex(
      options.map((o) => o.label),
      typed,
      startOf(typed, current),
    );
    if (index !== -1 && index !== current) onPick(options[index]!.value);
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const typed = openBuffer(event);
    if (typed === null) return;
    event.preventDefault();
    event.stopPropagation();
    const items = optionsOf(event.currentTarget);
    const current = items.indexOf(document.activeElement as HTMLElement);
    const index = typeAheadIndex(
      items.map((item) => item.textContent ?? ''),
      typed,
      startOf(typed, current),
    );
    if (index !== -1) items[index]!.focus();
  };

  return {
    SelectDisplayProps: { onKeyDownCapture: handleClosedKeyDown },
    MenuProps: { slotProps: { list: { onKeyDownCapture: handleMenuKeyDown } } },
  };
};
