import { useMemo } from 'react';
import { useBrand } from '../../shared/brand/brand-context';
import { useSessions } from '../../shared/session/session-context';
import { activeSession } from '../../shared/session/session-store';
import { navigationFor } from '../routing/navigation';
import type { Navigation } from '../routing/navigation';
import { routeTable } from '../routing/route-table';

/** The navigation the current visitor sees. */
export function usePortalNavigation(): Navigation {
  const brand = useBrand();
  const sessions = useSessions();
  return useMemo(() => navigationFor(routeTable, { brand, session: activeSession(sessions) }), [brand, sessions]);
}
