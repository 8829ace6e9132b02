import type { useTranslation } from '../../../shared/i18n/use-translation';
import { unsentCallText } from '../login/call-failure';
import type { ResetFailure } from './reset-calls';

type AccessTexts = ReturnType<typeof useTranslation<'access'>>['t'];
type UsersTexts = ReturnType<typeof useTranslation<'users'>>['t'];

/** The text of a failed reset call: its SPEC §8 result or reset error, a rate limit, or an unreachable server. */
export function resetFailureText(failure: ResetFailure, t: AccessTexts, tUsers: UsersTexts): string {
  return failure.kind === 'refused' ? t(`resetPassword.refusal.${failure.key}`) : unsentCallText(failure, tUsers);
}
