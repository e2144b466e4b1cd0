// Bump bars are keyboards: keys 1–9 bump the ticket in that place on the screen, 0 brings back
// the last bump. Keys typed into a field (the login, a dialog) are left alone.
import { useEffect, useRef } from 'react';

export function useBumpBar(onBump: (index: number) => void, onRecallLast: () => void): void {
  const handlers = useRef({ onBump, onRecallLast });
  // The latest handlers, for the one listener below (kept after each render, never during it).
  useEffect(() => {
    handlers.current = { onBump, onRecallLast };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, [role="dialog"]')) return;
      if (event.key >= '1' && event.key <= '9') handlers.current.onBump(Number(event.key));
      else if (event.key === '0') handlers.current.onRecallLast();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
