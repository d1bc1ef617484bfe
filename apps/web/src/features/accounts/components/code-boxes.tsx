import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import { LIMITS } from '@portaria/shared/constants';
import { ACCOUNT_TEXT } from '../utils/account-text';

export const emptyCode = (): string[] => Array.from({ length: LIMITS.codeLength }, () => '');

const onlyDigits = (text: string) => text.replace(/\D/g, '');

type CodeBoxesProps = {
  value: string[];
  onChange: (next: string[]) => void;
  isError?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
};

/**
 * Six single-digit boxes (spec §2): digits only, the focus moves on as each digit arrives, Backspace goes
 * back, and a pasted (or SMS-autofilled) code spreads over the boxes from the one that received it.
 */
export const CodeBoxes = ({
  value,
  onChange,
  isError = false,
  isDisabled = false,
  autoFocus = false,
}: CodeBoxesProps) => {
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => {
    const box = refs.current[Math.min(Math.max(index, 0), LIMITS.codeLength - 1)];
    box?.focus();
    box?.select();
  };

  // A rejected code empties the boxes: the cursor goes back to the first one for the next try.
  useEffect(() => {
    if (isError) refs.current[0]?.focus();
  }, [isError]);

  const spread = (start: number, digits: string) => {
    const next = [...value];
    const chars = digits.slice(0, LIMITS.codeLength - start).split('');
    chars.forEach((digit, offset) => {
      next[start + offset] = digit;
    });
    onChange(next);
    focusBox(start + chars.length);
  };

  const handleChange = (index: number, raw: string) => {
    const digits = onlyDigits(raw);
    if (digits.length === 0) {
      if (raw === '') onChange(value.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    const previous = value[index] ?? '';
    // Typing over a filled box yields two digits: keep the new one.
    if (digits.length === 2 && previous) return spread(index, digits[0] === previous ? digits[1]! : digits[0]!);
    spread(index, digits);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) spread(index, digits);
  };

  return (
    <Box
      role="group"
      aria-label={ACCOUNT_TEXT.codeGroupLabel}
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.5 }, justifyContent: 'center' }}
    >
      {value.map((digit, index) => (
        <Box
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            refs.current[index] = element;
          }}
          value={digit}
          disabled={isDisabled}
          autoFocus={autoFocus && index === 0}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={ACCOUNT_TEXT.codeDigitLabel(index + 1)}
          aria-invalid={isError || undefined}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          sx={(theme) => {
            const { error, primary, divider, secondary } = theme.palette;
            return {
              width: { xs: 44, sm: 56 },
              height: { xs: 56, sm: 64 },
              textAlign: 'center',
              fontSize: '1.75rem',
              fontWeight: 700,
              fontFamily: 'inherit',
              color: 'text.primary',
              bgcolor: 'background.paper',
              borderRadius: 2,
              border: `2px solid ${isError ? error.main : digit ? primary.main : divider}`,
              outline: 'none',
              '&:focus': {
                borderColor: isError ? error.main : primary.main,
                boxShadow: `0 0 0 3px ${secondary.light}`,
              },
              '&:disabled': { opacity: 0.6 },
            };
          }}
        />
      ))}
    </Box>
  );
};
