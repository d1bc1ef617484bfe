import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { lookupCondominium } from './lookup-condominium';

export type ReferenceCheck =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'found'; name: string }
  | { state: 'notFound' }
  | { state: 'failed' };

/**
 * The reference is looked up when its field loses focus (issue 19), so a wrong one is said at once instead of
 * after the whole form; the answer for an older reference never overwrites a newer one.
 */
export const useReferenceCheck = () => {
  const [check, setCheck] = useState<ReferenceCheck>({ state: 'idle' });
  const latest = useRef<number | null>(null);

  const run = useCallback(async (reference: number) => {
    if (latest.current === reference) return;
    latest.current = reference;
    setCheck({ state: 'checking' });
    try {
      const { name } = await lookupCondominium(reference);
      if (latest.current === reference) setCheck({ state: 'found', name });
    } catch (failure) {
      if (latest.current !== reference) return;
      setCheck(isApiError(failure) && failure.status === 404 ? { state: 'notFound' } : { state: 'failed' });
    }
  }, []);

  const reset = useCallback(() => {
    latest.current = null;
    setCheck({ state: 'idle' });
  }, []);

  return { check, run, reset };
};
