/*
 * The roles, their ranks and the rules that read them, as plain values free of zod, so a browser's first load can
 * import them without the schema library. Their zod schemas are in ./roles-schema.
 */

/** Portal roles of SPEC §6, highest rank first. */
export const roles = ['god', 'system', 'admin', 'manager', 'advisor', 'user'] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** Rank of each role (SPEC §6); guards compare ranks, e.g. `{ kind: 'rank', minimumRank: rankOf.admin }`. */
export const rankOf = {
  god: 900,
  system: 800,
  admin: 500,
  manager: 300,
  advisor: 200,
  user: 100,
} as const satisfies Record<Role, number>;

/** A role as the back end may send it: 'admin', '500_admin', '100user', 'Admin'. */
const roleWithOptionalRank = /^\s*(\d*)[\s_.:-]*(.*?)\s*$/;

function splitRole(raw: string): { rank: number | undefined; name: string } {
  const [, digits = '', name = ''] = roleWithOptionalRank.exec(raw) ?? [];
  return { rank: digits === '' ? undefined : Number(digits), name };
}

/** Reads a role however the back end writes it ('500_admin', '100user', 'ADMIN', 'admin'); undefined if unknown. */
export function parseRole(raw: string): Role | undefined {
  const name = splitRole(raw).name.toLowerCase();
  return isRole(name) ? name : undefined;
}

/**
 * The rank of a role. A known role name gives its SPEC rank; an unknown name with a numeric prefix
 * ('650_auditor') gives that prefix; anything else ranks 0, below every role.
 */
export function roleRank(role: string): number {
  const known = parseRole(role);
  if (known) return rankOf[known];
  return splitRole(role).rank ?? 0;
}

/** Whether a role reaches `minimumRank`: hasRank('admin', rankOf.advisor) is true. */
export function hasRank(role: string, minimumRank: number): boolean {
  return roleRank(role) >= minimumRank;
}

/** The role label of SPEC §6: without its numeric prefix and with the first letter capitalised ('500_admin' -> 'Admin'). */
export function roleLabel(role: string): string {
  const { name } = splitRole(role);
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * Back-end (gateway) role codes of SPEC §3. The SPEC lists the codes A, C, D, E, S, V, X, Y and the
 * descriptions in parallel without stating the pairing; this catalogue pairs them in the order listed.
 */
export const backEndRoleCodes = ['A', 'C', 'D', 'E', 'S', 'V', 'X', 'Y'] as const;
export type BackEndRoleCode = (typeof backEndRoleCodes)[number];

export const backEndRoleDescriptions = {
  A: 'AE',
  C: 'internet client',
  D: 'dealer',
  E: 'e-trade client',
  S: 'admin',
  V: 'supervisor',
  X: 'credit officer',
  Y: 'system user',
} as const satisfies Record<BackEndRoleCode, string>;
