import { useEffect, useRef, useState } from 'react';

import type { Call } from '@/schemas/common';

import type { Engine } from './engine';
import type { PlayerState } from './machine';

type Player = typeof import('./player');

/**
 * The call's player, loaded on first use: `warm` (hover or focus) fetches it and wakes the browser's speech
 * engine; `toggle` loads it if needed, then plays, pauses or resumes. Leaving the page silences the call.
 */
export function usePlayer(call: Call) {
  const [player, setPlayer] = useState<Player | null>(null);
  const [state, setState] = useState<PlayerState | null>(null);
  const engine = useRef<Engine | null>(null);
  const loading = useRef(false);

  useEffect(() => {
    const hide = () => engine.current?.stop();
    window.addEventListener('pagehide', hide);
    return () => {
      window.removeEventListener('pagehide', hide);
      engine.current?.destroy();
      engine.current = null;
    };
  }, []);

  function warm() {
    if (engine.current || loading.current) return;
    void import('./player');
    if ('speechSynthesis' in window) window.speechSynthesis.getVoices();
  }

  async function toggle() {
    if (!engine.current) {
      if (loading.current) return;
      loading.current = true;
      try {
        const p = await import('./player');
        engine.current = p.createEngine(call, setState);
        setPlayer(p);
      } finally {
        loading.current = false;
      }
    }
    const e = engine.current;
    if (!e) return;
    const s = e.state().status;
    if (s === 'playing') e.pause();
    else if (s === 'paused') e.resume();
    else e.play();
  }

  return { player, state, warm, toggle, stop: () => engine.current?.stop() };
}
