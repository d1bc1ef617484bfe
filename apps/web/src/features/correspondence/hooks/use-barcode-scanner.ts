import type { KeyboardEvent } from 'react';
import { useRef } from 'react';

/** A USB scanner "types" a whole code in a few ms; people leave 100 ms or more between keys. */
export const SCANNER = { maxGapMs: 40, minLength: 4 } as const;

type ScannerOptions = {
  /** Name of the field that receives codes (its Enter never submits the form). */
  fieldName: string;
  /** Other fields a scanner may type into on purpose (a shelf position): their Enter never submits either. */
  scanFields?: readonly string[];
  /**
   * A fast burst ended by Enter: the burst, and the field it was typed into. In `fieldName` itself the keys are
   * already in the field and the burst may be only the fast tail of them, so keep the field's value there.
   */
  onScan: (code: string, targetName: string) => void;
  /** Injectable clock for tests. */
  now?: () => number;
};

/**
 * Form-level key listener for barcode scanners (spec 02 §5, issue 4): a burst of characters ended by Enter fills
 * the tracking-code field and never submits the form, whichever field had the focus.
 */
export const useBarcodeScanner = ({
  fieldName,
  scanFields = [],
  onScan,
  now = () => performance.now(),
}: ScannerOptions) => {
  const buffer = useRef('');
  const lastKeyAt = useRef(Number.NEGATIVE_INFINITY);

  /** The focus moved (Tab, a click, blur): what was typed before belongs to another field, never to a scan. */
  const reset = () => {
    buffer.current = '';
    lastKeyAt.current = Number.NEGATIVE_INFINITY;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Tab') {
      reset();
      return;
    }
    const target = event.target as HTMLInputElement;
    const at = now();
    const isFast = at - lastKeyAt.current <= SCANNER.maxGapMs;
    lastKeyAt.current = at;

    if (event.key === 'Enter') {
      const code = buffer.current;
      buffer.current = '';
      if (target.tagName === 'TEXTAREA' && target.name !== fieldName && !isFast) return;
      const isScan = isFast && code.length >= SCANNER.minLength;
      if (isScan || target.name === fieldName || scanFields.includes(target.name)) event.preventDefault();
      if (isScan) onScan(code, target.name);
      return;
    }
    if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
    buffer.current = isFast ? buffer.current + event.key : event.key;
  };

  return { onKeyDown: handleKeyDown, onBlur: reset };
};
