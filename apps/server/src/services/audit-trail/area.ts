import { defineArea } from '../../platform/area';
import { auditTrailImplementation } from './audit-trail-service';

/**
 * The client's own audit trail (issue 28 part 6, ADR 059): it reads the platform's audit_entry, which the actions
 * themselves write (platform/audit); it owns no table.
 */
export const auditTrailArea = defineArea({ name: 'audit-trail', services: [auditTrailImplementation] });
