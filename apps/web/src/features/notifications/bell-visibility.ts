/*
 * Who sees the bell (SPEC §2 Navigation, §6). Part of the first load (the headers ask it), so it imports nothing but
 * plain values: the bell itself and everything else of notifications are lazy chunks.
 */
import type { BrandConfig } from '@portal/contract/brands';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { rankOf } from '@portal/contract/domain/roles';
import { pendingGate } from '@portal/contract/domain/sign-in-gates';
import type { SessionFacts } from '../../shared/session/session-store';

/** What the header shows in the bell's place: the bell, the mobile bar's 'Advisor' tag, or nothing. */
export type BellPlacement = 'bell' | 'advisorTag' | 'none';

/**
 * SPEC §6: users below advisor rank see the bell where the brand has notifications; an advisor sees no bell, and on
 * mobile an 'Advisor' tag. Nothing while the first-login agreement or a forced password change holds every page.
 */
export function bellPlacement(brand: BrandConfig, session: SessionFacts | undefined): BellPlacement {
  if (!session) return 'none';
  const rank = rankOf[session.role];
  if (rank >= rankOf.advisor) return session.role === 'advisor' ? 'advisorTag' : 'none';
  return offers(brand.flags, brandFeatures.notifications) && pendingGate(session) === undefined ? 'bell' : 'none';
}
