import { useMemo, useSyncExternalStore } from 'react';
import { useBrand } from '../../shared/brand/brand-context';
import { useNamespaceLoaded } from '../../shared/i18n/use-translation';
import { useSessions } from '../../shared/session/session-context';
import { activeSession } from '../../shared/session/session-store';
import { navigationFor } from '../routing/navigation';
import type { Navigation, NavItem } from '../routing/navigation';
import { knownRoutes, subscribeToKnownRoutes } from '../routing/known-routes';

/** The navigation the current visitor sees. */
export function usePortalNavigation(): Navigation {
  const brand = useBrand();
  const sessions = useSessions();
  // The area names are a chunk of their own (ADR 009): until it is in, the header shows the links it can name.
  const areaNamesLoaded = useNamespaceLoaded('areaNav', activeSession(sessions) !== undefined);
  // The features' routes are a chunk of their own (ADR 058): a signed-in visitor's pages wait for it, so only the
  // moment after a sign-in shows the first load's links; a signed-out visitor's are all in the first load.
  const routes = useSyncExternalStore(subscribeToKnownRoutes, knownRoutes);
  return useMemo(() => {
    const navigation = navigationFor(routes, { brand, session: activeSession(sessions) });
    return areaNamesLoaded ? navigation : withoutAreaNames(navigation);
  }, [brand, sessions, areaNamesLoaded, routes]);
}

function withoutNamed(items: readonly NavItem[]): NavItem[] {
  return items
    .filter((item) => !item.labelKey.startsWith('areaNav:'))
    .map((item) => ({ ...item, children: withoutNamed(item.children) }));
}

/** The navigation without the links named in 'areaNav', for the moment before those names arrive. */
export function withoutAreaNames(navigation: Navigation): Navigation {
  return { main: withoutNamed(navigation.main), user: withoutNamed(navigation.user) };
}
