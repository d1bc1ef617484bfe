import { LOGIN_LIMITS } from '@portaria/shared';
import { createAttemptWindows } from '../../platform/access/attempt-windows.ts';

/**
 * Counts login attempts per CPF and per IP in memory, on the app's clock. An attempt is reserved (counted as a
 * failure) before the password is checked, in the same synchronous step as the check of the budget, so a burst
 * of concurrent guesses can never have more passwords evaluated than the budget allows. A right password gives
 * its reservation back and clears the CPF's failures: a person who types the password right is never slowed
 * down until a limit is already reached.
 * In memory is enough for one server process; several share Redis (redis-login-limiter.ts, decision 087).
 */
export const createLoginLimiter = (now: () => Date, limits = LOGIN_LIMITS) => {
  const windows = createAttemptWindows(now);

  return {
    /**
     * Takes one attempt from the budgets, or none: `{ retryAfter }` (seconds) when one is spent. Check and record
     * happen without an await between them, so concurrent requests cannot all pass the same check.
     * From a device the person signed in from before (`device`: its key), only that device's budget counts:
     * failures from elsewhere spend the CPF's and the IP's budgets, which that device does not use.
     */
    reserve(cpf: string, ip: string, device: string | null = null): { retryAfter: number } | { release: () => void } {
      const cpfKey = `cpf:${cpf}`;
      const ipKey = `ip:${ip}`;
      const deviceKey = `device:${device}`;
      const taken = device
        ? windows.take([[deviceKey, limits.perDevice]])
        : windows.take([
            [cpfKey, limits.perCpf],
            [ipKey, limits.perIp],
          ]);
      if ('retryAfter' in taken) return { retryAfter: taken.retryAfter };
      return {
        /** The password was right: this attempt was not a failure, and this source's earlier failures are forgiven. */
        release: () => {
          if (device) {
            windows.clear([deviceKey]);
            return;
          }
          windows.giveBack([ipKey], taken.attempt);
          windows.clear([cpfKey]);
        },
      };
    },
  };
};

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
