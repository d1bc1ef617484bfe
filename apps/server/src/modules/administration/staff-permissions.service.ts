import { STAFF_MESSAGES as M } from '@portaria/shared/administration/staff.messages';
import { HttpError } from '../../platform/http/http-error.ts';
import { changeBy, recordChange } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import { loadGrantsOfCondo, replaceGrants } from './staff.repository.ts';
import { answer, assertMayChange, audit, requireMember, type StaffDeps } from './staff.service.ts';
import { rolePermissionsOf } from './staff.view.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo' | 'permissions'>;

/**
 * The screen sends the person's effective permissions; the role's that are missing become revocations, the others
 * extras. Nobody grants what they do not hold themselves, and nobody changes their own.
 */
export const setPermissions = async (deps: StaffDeps, actor: Actor, idUsuario: number, wanted: string[], at: Date) => {
  const { db } = deps;
  if (idUsuario === actor.userId) throw new HttpError(409, M.notYourself);
  const member = await requireMember(db, actor, idUsuario);
  await assertMayChange(db, actor, member);
  const grants = await loadGrantsOfCondo(db, actor.idCondo);
  const fromRole = new Set(rolePermissionsOf(member, grants));
  const effective = new Set(wanted);
  const extras = [...effective].filter((p) => !fromRole.has(p)).sort();
  const revoked = [...fromRole].filter((p) => !effective.has(p)).sort();
  const before = new Set(
    [...fromRole, ...grants.custom.filter((g) => g.idUsuario === idUsuario).map((g) => g.permissao)].filter(
      (p) => !grants.revoked.some((r) => r.idUsuario === idUsuario && r.permissao === p),
    ),
  );
  const concedidas = [...effective].filter((p) => !before.has(p)).sort();
  const retiradas = [...before].filter((p) => !effective.has(p)).sort();
  if (concedidas.some((p) => !actor.permissions.has(p))) throw new HttpError(422, M.permissionNotYours);
  if (concedidas.length + retiradas.length > 0)
    await deps.contexts.forgetAfter({ userId: idUsuario }, () =>
      recordChange(deps, changeBy(actor, at), async (t) => {
        await replaceGrants(t, actor.idCondo, idUsuario, extras, revoked);
        return { result: undefined, audit: audit('equipe.alterar_permissoes', idUsuario, { concedidas, retiradas }) };
      }),
    );
  return answer(deps, actor, idUsuario, M.saved);
};
