import { ADMINISTRATOR_ROLE } from '@portaria/shared/administration/roles';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tokenSessionColumns } from './token.repository.ts';
import {
  condominios,
  customPermissions,
  permissoesRevogadas,
  rolePermissions,
  roles,
  sessions,
  tokens,
  usuarioRoles,
} from '../../db/schema/index.ts';

/**
 * A role opens its condominium while the condominium is active; a deactivated one only to its administrators, who may
 * reactivate it (issue 31, decision 116). Over `roles` joined to `condominios`.
 */
export const roleOpensCondominium = sql`(${condominios.ativo} or ${roles.nome} = ${ADMINISTRATOR_ROLE})`;

/**
 * Everything requireContext needs in ONE round trip, as a prepared statement: the token and its session, the
 * condominium's reference when the user still holds a role there (null: no role, 403), the union of the role and
 * custom permissions. Kept a few seconds per process by context-cache.ts (decision 132), dropped at once by every change
 * of access, so a logout, a revoked token or a removed permission stops working at once.
 */
export const prepareContextLookup = (db: Database) => {
  const hasRole = sql`${usuarioRoles} join ${roles} on ${roles.id} = ${usuarioRoles.idRole}
    where ${usuarioRoles.idUsuario} = ${sessions.idUsuario} and ${roles.idCondo} = ${tokens.idCondo}`;
  const query = db
    .select({
      ...tokenSessionColumns,
      referencia: sql<number | null>`(select ${condominios.referencia} from ${condominios}
        where ${condominios.idCondo} = ${tokens.idCondo} and exists (select 1 from ${hasRole} and ${roleOpensCondominium}))`,
      // The role's and the person's own grants, minus what was taken from that person there (issue 31).
      permissions: sql<string[]>`array(
        (select ${rolePermissions.permissao} from ${rolePermissions} where ${rolePermissions.idRole} in (select ${roles.id} from ${hasRole})
        union
        select ${customPermissions.permissao} from ${customPermissions}
          where ${customPermissions.idUsuario} = ${sessions.idUsuario} and ${customPermissions.idCondo} = ${tokens.idCondo})
        except
        select ${permissoesRevogadas.permissao} from ${permissoesRevogadas}
          where ${permissoesRevogadas.idUsuario} = ${sessions.idUsuario} and ${permissoesRevogadas.idCondo} = ${tokens.idCondo})`,
    })
    .from(tokens)
    .innerJoin(sessions, eq(sessions.id, tokens.sessionId))
    .where(eq(tokens.hash, sql.placeholder('hash')))
    .prepare('auth_context_lookup');
  return async (hash: string) => {
    const [row] = await query.execute({ hash });
    return row ?? null;
  };
};
