import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds the call has been playing: counting while it plays, held while paused, kept when it ends, back
 * to zero for a new play or after stop. Ticks four times a second and re-renders only when the second changes.
 */
export function useCallClock(status: string) {
  const [seconds, setSeconds] = useState(0);
  const clock = useRef({ before: 0, since: 0, prev: status });
  useEffect(() => {
    const c = clock.current;
    const prev = c.prev;
    c.prev = status;
    if (status !== 'playing') {
      if (prev === 'playing') c.before += Date.now() - c.since;
      if (status !== 'paused' && status !== 'ended') c.before = 0;
      setSeconds(Math.floor(c.before / 1000));
      return;
    }
    if (prev !== 'paused') c.before = 0;
    c.since = Date.now();
    const tick = () => setSeconds(Math.floor((c.before + Date.now() - c.since) / 1000));
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [status]);
  return seconds;
}
