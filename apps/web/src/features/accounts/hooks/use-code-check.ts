import { useCallback, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { isApiError } from '../../../lib/api-client';
import { validateCode } from '../api/validate-code';
import { emptyCode } from '../components/code-boxes';

export type CodeStatus = 'idle' | 'validating' | 'valid' | 'invalid';

type CodeCheckOptions = { onExpired: () => void };

/**
 * The code step's state (spec 01 §4 "Code entry"): the six digits, the automatic validation when the sixth
 * arrives, and the temporary two-factor token a right code yields.
 */
export const useCodeCheck = (hashToken: string | null, { onExpired }: CodeCheckOptions) => {
  const [code, setCode] = useState(emptyCode);
  const [status, setStatus] = useState<CodeStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const inFlight = useRef<string | null>(null);

  const validate = useCallback(
    async (value: string) => {
      if (!hashToken || inFlight.current === value) return;
      inFlight.current = value;
      setStatus('validating');
      setError(null);
      try {
        const answer = await validateCode(hashToken, value);
        setToken(answer.token);
        setStatus('valid');
      } catch (failure) {
        const message = isApiError(failure) ? failure.message : M.codeInvalid;
        if (message === M.verificationExpired) onExpired();
        setStatus('invalid');
        // Start the next try from empty boxes: overtyping a full code would validate at every keystroke.
        setCode(emptyCode());
        // Spec §8: a wrong code reads "Código inválido"; expired, blocked or replaced codes say so.
        setError(isApiError(failure) && failure.status >= 500 ? M.codeInvalid : message);
      } finally {
        inFlight.current = null;
      }
    },
    [hashToken, onExpired],
  );

  const change = (next: string[]) => {
    setCode(next);
    if (status === 'invalid' && next.some(Boolean)) {
      setStatus('idle');
      setError(null);
    }
    const value = next.join('');
    if (value.length === next.length && status !== 'valid') void validate(value);
  };

  const clear = useCallback(() => {
    setCode(emptyCode());
    setStatus('idle');
    setError(null);
    setToken(null);
  }, []);

  const isComplete = code.every(Boolean) && status !== 'invalid';
  return { code, status, error, token, isComplete, change, validate: () => validate(code.join('')), clear };
};
