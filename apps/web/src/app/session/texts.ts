import { namespaceTexts } from '../../shared/i18n/namespace-texts';
import type { sessionEnglish } from './i18n';

/** Namespace 'session', the signed-in supervision's (every signed-in page): declared here once (ADR 049). */
export const sessionTexts = namespaceTexts<typeof sessionEnglish>('app/session/i18n');
