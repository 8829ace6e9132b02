import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query, now and after every change. What the shell needs of Mantine's
 * useMediaQuery, without @mantine/hooks in the first load (ARCHITECTURE §9).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
