import { useCallback, useEffect, useState } from 'react';

/** m:ss as the code screen shows it (spec §4: "1:00 to 0:00"). */
export const formatCountdown = (seconds: number): string => {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
};

/**
 * Counts whole seconds down to zero, one tick per second; `restart` starts again from the full duration
 * (after a resend). Ticks are counted rather than read from the wall clock so fake timers drive it in tests.
 */
export const useCountdown = (durationSeconds: number) => {
  const [remaining, setRemaining] = useState(durationSeconds);
  const [round, setRound] = useState(0);

  useEffect(() => {
    setRemaining(durationSeconds);
    const timer = setInterval(() => {
      setRemaining((value) => {
        if (value <= 1) clearInterval(timer);
        return Math.max(0, value - 1);
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [durationSeconds, round]);

  const restart = useCallback(() => setRound((value) => value + 1), []);
  return { remaining, isRunning: remaining > 0, label: formatCountdown(remaining), restart };
};
