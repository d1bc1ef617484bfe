import { useCallback, useState } from 'react';
import { stripCpf } from '@portaria/shared/br/cpf';
import { checkAccount } from '../api/check-account';

// The login screen runs without react-query (download budget): a small per-page-load memo instead.
const checked = new Map<string, boolean>();

/** After a valid CPF leaves the field, asks whether it has a login; `hasNoAccount` drives a gentle hint. */
export const useAccountHint = () => {
  const [hasNoAccount, setHasNoAccount] = useState(false);

  const check = useCallback(async (cpf: string) => {
    const digits = stripCpf(cpf);
    try {
      const hasLogin = checked.get(digits) ?? (await checkAccount(digits)).additional.hasLogin;
      checked.set(digits, hasLogin);
      setHasNoAccount(!hasLogin);
    } catch {
      // The hint is a courtesy: if the check fails the login itself still works.
      setHasNoAccount(false);
    }
  }, []);

  const reset = useCallback(() => setHasNoAccount(false), []);
  return { hasNoAccount, check, reset };
};
