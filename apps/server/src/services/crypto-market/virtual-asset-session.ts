import { virtualAssetSessionRequiredCode } from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import type { Actor } from '../../platform/identity/sessions';

/**
 * Crypto is the virtual-asset back end's (SPEC §1, §6: gateway users are redirected out of /cryptos): every crypto
 * operation and the crypto quote stream refuse a session of the securities gateway with 403
 * VIRTUAL_ASSET_SESSION_REQUIRED (ADR 042), before reading or writing anything.
 */
export function assertVirtualAssetSession(actor: Actor | undefined): Actor {
  if (actor === undefined) throw AppError.unauthenticated();
  if (actor.source !== 'fos') {
    throw new AppError(
      403,
      virtualAssetSessionRequiredCode,
      'Virtual assets are traded with a VA account session; sign in with the VA Account Login.',
    );
  }
  return actor;
}
