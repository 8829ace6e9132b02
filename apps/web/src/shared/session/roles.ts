import * as z from 'zod/mini';
import type { rankOf as contractRankOf, Role } from '@portal/contract';

export type { Role };

/*
 * The ranks of SPEC §6, as @portal/contract's `rankOf` gives them. They are repeated here because the contract's
 * roles module also builds zod schemas at load time, and importing a value from it puts the full zod into the first
 * load (ARCHITECTURE §9 budget). `satisfies typeof rankOf` makes the compiler refuse any difference.
 */
export const roleRanks = {
  god: 900,
  system: 800,
  admin: 500,
  manager: 300,
  advisor: 200,
  user: 100,
} as const satisfies typeof contractRankOf;

export const roleSchema = z.enum([
  'god',
  'system',
  'admin',
  'manager',
  'advisor',
  'user',
]) satisfies z.ZodMiniType<Role>;

export function rankOf(role: Role): number {
  return roleRanks[role];
}
