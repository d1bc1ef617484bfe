import { useCallback, useState } from 'react';
import { readStored, removeStored, writeStored } from './user-storage';

/** useState kept in the person's session storage under `name` (null is not stored): it survives a page refresh. */
export const useStoredState = <T>(name: string, initial: T | null = null) => {
  const [value, setValue] = useState<T | null>(() => readStored<T>(name) ?? initial);
  const set = useCallback(
    (next: T | null) => {
      setValue(next);
      if (next === null) removeStored(name);
      else writeStored(name, next);
    },
    [name],
  );
  return [value, set] as const;
};
