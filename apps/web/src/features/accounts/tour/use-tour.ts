import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunningTour } from './tour-runner';
import { useTourTexts } from './tour-texts';

export type TourState = 'idle' | 'starting' | 'running' | 'failed';

/**
 * Starts the tour on demand: fetches the runner and driver.js (one lazy chunk) the first time, then runs it over the
 * shell. A tour still open when the component leaves is closed.
 */
export function useTour({ onStarted }: { onStarted?: () => void } = {}) {
  const texts = useTourTexts();
  const [state, setState] = useState<TourState>('idle');
  const running = useRef<RunningTour | undefined>(undefined);
  useEffect(() => () => running.current?.close(), []);
  const start = useCallback(() => {
    setState('starting');
    import('./tour-runner').then(
      ({ startTour }) => {
        running.current?.close();
        running.current = startTour(texts, {
          onClosed: () => {
            running.current = undefined;
            setState('idle');
          },
        });
        setState('running');
        onStarted?.();
      },
      () => setState('failed'),
    );
  }, [texts, onStarted]);
  return { state, start };
}
