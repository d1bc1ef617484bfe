import type { RoleName } from './roles.ts';

/** Who may give which role: nobody grants a role above their own (issue 31 item 8). */
export const ROLE_RANK: Record<RoleName, number> = { ADMINISTRADOR: 3, SINDICO: 2, PORTEIRO: 1, ZELADOR: 1 };

export const STAFF_ROLES = ['ADMINISTRADOR', 'SINDICO', 'PORTEIRO', 'ZELADOR'] as const satisfies readonly RoleName[];

/** The highest of a person's roles in one condominium (null: none). */
export const highestRole = (roles: readonly string[]): RoleName | null => {
  let best: RoleName | null = null;
  for (const role of roles)
    if (role in ROLE_RANK && (best === null || ROLE_RANK[role as RoleName] > ROLE_RANK[best])) best = role as RoleName;
  return best;
};

/** An actor may act on a member and give a role only up to their own rank. */
export const canAssign = (actorRole: RoleName | null, role: RoleName): boolean =>
  actorRole !== null && ROLE_RANK[role] <= ROLE_RANK[actorRole];
