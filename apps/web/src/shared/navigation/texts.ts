import { namespaceTexts } from '../i18n/namespace-texts';
import type { areaNavEnglish } from './i18n';

/** Namespace 'areaNav', the names of the signed-in areas and their pages: declared here once (ADR 009, 049). */
export const areaNavTexts = namespaceTexts<typeof areaNavEnglish>('shared/navigation/i18n');
