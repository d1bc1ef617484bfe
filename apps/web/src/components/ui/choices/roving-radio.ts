import type { KeyboardEvent } from 'react';
import { startOf, typeAheadIndex, useTypedBuffer } from '../../form/type-ahead';

/** Keys that move within a radio group (WAI-ARIA APG): the focus moves and the choice follows it. */
const KEY_STEP: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

const RADIO_SELECTOR = '[role="radio"]:not([disabled]):not([aria-disabled="true"])';

type RovingRadioOptions<T extends string | number> = {
  ids: readonly T[];
  value: T | null;
  onChange: (id: T) => void;
  /** Enter on a radio: choose it and go on (e.g. the wizard's next step). */
  onEnter?: (id: T) => void;
};

/**
 * One radio group, one tab stop (issue 17): Tab enters on the chosen option (or the first) and leaves the group;
 * arrow keys, Home and End move among the options and choose as they move; so does typing the start of a name.
 */
export const useRovingRadio = <T extends string | number>({ ids, value, onChange, onEnter }: RovingRadioOptions<T>) => {
  const typedBuffer = useTypedBuffer();
  const tabStop = value !== null && ids.includes(value) ? value : ids[0];
  const idOf = (element: HTMLElement) => ids.find((id) => String(id) === element.dataset.radioValue);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const radios = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(RADIO_SELECTOR));
    const index = radios.indexOf(document.activeElement as HTMLElement);
    if (index === -1 || radios.length === 0) return;
    if (event.key === 'Enter' && onEnter) {
      const id = idOf(radios[index]!);
      if (id === undefined) return;
      event.preventDefault();
      onChange(id);
      onEnter(id);
      return;
    }
    const step = KEY_STEP[event.key];
    // Typing goes to the option whose name starts so ('B' → 'Bloco B', '40' → '401'), like a select (issue 28).
    const typed = step === undefined ? typedBuffer(event) : null;
    const target =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? radios.length - 1
          : typed !== null
            ? typeAheadIndex(
                radios.map((radio) => radio.textContent ?? ''),
                typed,
                startOf(typed, index),
              )
            : step === undefined
              ? -1
              : (index + step + radios.length) % radios.length;
    if (target === -1) return;
    event.preventDefault();
    const element = radios[target]!;
    element.focus();
    const id = idOf(element);
    if (id !== undefined && id !== value) onChange(id);
  };

  const radioProps = (id: T) => ({
    role: 'radio' as const,
    'aria-checked': id === value,
    tabIndex: id === tabStop ? 0 : -1,
    'data-radio-value': String(id),
  });

  return { groupProps: { role: 'radiogroup' as const, onKeyDown: handleKeyDown }, radioProps };
};
