import { namespaceTexts } from '../i18n/namespace-texts';
import type { ticketEnglish } from './i18n';

/** Namespace 'ticket', shared by every area's order tickets: declared here once (ADR 049). */
export const ticketTexts = namespaceTexts<typeof ticketEnglish>('shared/ticket/i18n');
