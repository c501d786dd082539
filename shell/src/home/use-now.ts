import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs`: for labels such as a table's age that change by themselves. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
