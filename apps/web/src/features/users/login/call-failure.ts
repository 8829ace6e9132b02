/*
 * Why a sign-in call failed, as the screen words it. Free of zod and of the api client: the login page's first load
 * reads these, and the modules that call the api (loaded on demand) build them.
 */
import type { useTranslation } from '../../../shared/i18n/use-translation';

/** A call the server refused with a code (`key` is its message key), rate limited, or one that never got through. */
export type CallFailure<Key extends string> =
  | { readonly kind: 'refused'; readonly key: Key }
  | { readonly kind: 'rateLimited'; readonly retryAfterSeconds: number | undefined }
  | { readonly kind: 'unreachable' };

type UsersTexts = ReturnType<typeof useTranslation<'users'>>['t'];

/**
 * The text of a failure other than a refusal (whose text depends on the step: login result or token error): a rate
 * limit with the wait in seconds when the server said it, or an unreachable server.
 */
export function unsentCallText(failure: Exclude<CallFailure<string>, { kind: 'refused' }>, t: UsersTexts): string {
  if (failure.kind === 'unreachable') return t('signIn.failure.unreachable');
  return failure.retryAfterSeconds === undefined
    ? t('signIn.failure.rateLimitedLater')
    : t('signIn.failure.rateLimited', { seconds: failure.retryAfterSeconds });
}
