import { z } from 'zod';
import { backEndRoleCodes, roles } from './roles';

/** A portal role of SPEC §6 at a boundary, by its exact name ('admin', not '500_admin': see parseRole). */
export const roleSchema = z.enum(roles);
/** A back-end (gateway) role code of SPEC §3 at a boundary. */
export const backEndRoleCodeSchema = z.enum(backEndRoleCodes);
