import { useEffect, useState } from 'react';

/** How long a first load may go unanswered before the list says so; a failed load says so at once. */
export const NO_ANSWER_AFTER_MS = 3_000;

/** True once `waiting` has lasted `afterMs` without a break. */
export function useNoAnswer(waiting: boolean, afterMs = NO_ANSWER_AFTER_MS): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (!waiting) return undefined;
    const timer = setTimeout(() => setLate(true), afterMs);
    return () => clearTimeout(timer);
  }, [waiting, afterMs]);
  return waiting && late;
}
