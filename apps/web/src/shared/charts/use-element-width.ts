/* The width of an element, following its changes (ResizeObserver); `fallback` until it is measured. */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useElementWidth(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof ResizeObserver === 'undefined') return;
    setWidth(Math.max(200, Math.floor(element.getBoundingClientRect().width)));
    observer.current = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width;
      if (measured) setWidth(Math.max(200, Math.floor(measured)));
    });
    observer.current.observe(element);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return { ref, width };
}
