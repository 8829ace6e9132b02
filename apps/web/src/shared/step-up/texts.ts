import { namespaceTexts } from '../i18n/namespace-texts';
import type { stepUpEnglish } from './i18n';

/** Namespace 'stepUp', shared by the pages that ask the client to prove it is them: declared here once (ADR 049). */
export const stepUpTexts = namespaceTexts<typeof stepUpEnglish>('shared/step-up/i18n');
