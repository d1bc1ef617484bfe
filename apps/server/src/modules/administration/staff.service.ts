import { STAFF_MESSAGES as M } from '@portaria/shared/administration/staff.messages';
import { canAssign, highestRole } from '@portaria/shared/administration/staff.rules';
import type { RoleName } from '@portaria/shared/administration/roles';
import { hidePhone, maskId } from '@portaria/shared';
import { HttpError } from '../../platform/http/http-error.ts';
import { changeBy, recordChange, type ChangeDeps } from '../../platform/change/record-change.ts';
import type { AuditRecord, NoticeRecord } from '../../platform/change/record-change.ts';
import type { AuthContext } from '../../platform/access/require-context.ts';
import type { Database } from '../../db/client.ts';
import { findCondominiumHeader } from '../condominium/condominiums.repository.ts';
import {
  countAdministrators,
  findMember,
  findUserByCpf,
  insertUser,
  loadGrantsOfCondo,
  revokeTokensIn,
  saveLedger,
  setPhone,
  setRole,
  type Member,
} from './staff.repository.ts';
import { memberView } from './staff.view.ts';
import type { ContextCache } from '../../platform/access/context-cache.ts';

type Actor = Pick<AuthContext, 'userId' | 'idCondo' | 'permissions'>;
/** `contexts`: a change of roles, grants or activity reaches the person's next request (decision 132). */
export type StaffDeps = ChangeDeps & { publicUrl: string; contexts: ContextCache };

export const requireMember = async (db: Database, actor: Actor, idUsuario: number) => {
  const member = await findMember(db, actor.idCondo, idUsuario);
  if (!member) throw new HttpError(404, M.memberNotFound);
  return member;
};

const actorRole = async (db: Database, actor: Actor) =>
  highestRole((await findMember(db, actor.idCondo, actor.userId))?.roles ?? []);

/** The actor may act on the member (rank) and, when given, give that role. */
export const assertMayChange = async (db: Database, actor: Actor, member: Member, role?: RoleName) => {
  const mine = await actorRole(db, actor);
  const theirs = highestRole(member.ativo ? member.roles : member.cargoGuardado ? [member.cargoGuardado] : []);
  if (theirs && !canAssign(mine, theirs)) throw new HttpError(422, M.memberAboveYours);
  if (role && !canAssign(mine, role)) throw new HttpError(422, M.roleAboveYours);
};

/** Leaving the condominium without an active administrator is refused: someone must be able to come back in. */
const assertKeepsAnAdministrator = async (db: Database, actor: Actor, member: Member, next: RoleName | null) => {
  if (!member.roles.includes('ADMINISTRADOR') || next === 'ADMINISTRADOR') return;
  if ((await countAdministrators(db, actor.idCondo)) <= 1) throw new HttpError(409, M.lastAdministrator);
};

export const answer = async (deps: StaffDeps, actor: Actor, idUsuario: number, message: string) => ({
  message,
  membro: memberView(
    (await findMember(deps.db, actor.idCondo, idUsuario))!,
    await loadGrantsOfCondo(deps.db, actor.idCondo),
    actor.userId,
  ),
});

export const audit = (
  acao: AuditRecord['acao'],
  idUsuario: number,
  detalhes: Record<string, unknown>,
): AuditRecord => ({
  acao,
  entidade: 'equipe',
  idEntidade: idUsuario,
  detalhes,
});

/** The invitation: create a password (doorkeepers, caretakers, administrators), or sign in as before. */
const invitation = async (
  deps: StaffDeps,
  t: Database,
  actor: Actor,
  person: { idUsuario: number; nome: string; telefone: string; temSenha: boolean },
  cargo: RoleName,
): Promise<NoticeRecord> => {
  const condominio = (await findCondominiumHeader(t, actor.idCondo))?.nome ?? '';
  const first = person.nome.split(' ')[0] ?? person.nome;
  const title = M.roleLabels[cargo];
  const body =
    cargo === 'SINDICO' && !person.temSenha
      ? M.inviteSyndic(first, condominio)
      : person.temSenha
        ? M.inviteExistingAccount(first, title, condominio)
        : M.inviteNewAccount(first, title, condominio, `${deps.publicUrl}/criar-conta`);
  return {
    entidade: 'equipe',
    idEntidade: person.idUsuario,
    messages: [{ channel: 'sms', nome: person.nome, to: person.telefone, body, purpose: 'convite-equipe' }],
  };
};

export const addMember = async (
  deps: StaffDeps,
  actor: Actor,
  values: { cpf: string; nome: string; telefone: string; cargo: RoleName },
  at: Date,
) => {
  const { db } = deps;
  if (!canAssign(await actorRole(db, actor), values.cargo)) throw new HttpError(422, M.roleAboveYours);
  const existing = await findUserByCpf(db, values.cpf);
  if (existing && (await findMember(db, actor.idCondo, existing.id))?.ativo) throw new HttpError(409, M.alreadyMember);
  const idUsuario = await recordChange(deps, changeBy(actor, at), async (t) => {
    const id = existing?.id ?? (await insertUser(t, values));
    // The phone the syndic typed goes on file only for someone without one: a person's phone changes apart.
    if (existing && !existing.telefone) await setPhone(t, id, values.telefone);
    await setRole(t, actor.idCondo, id, values.cargo);
    await saveLedger(t, { idUsuario: id, idCondo: actor.idCondo, cargo: values.cargo, ativo: true }, at);
    const person = {
      idUsuario: id,
      nome: existing?.nome ?? values.nome,
      telefone: existing?.telefone ?? values.telefone,
      temSenha: Boolean(existing?.senhaHash),
    };
    return {
      result: id,
      audit: audit('equipe.incluir', id, { cpf: maskId(values.cpf), cargo: values.cargo }),
      notices: [await invitation(deps, t, actor, person, values.cargo)],
    };
  });
  // A person already signed in elsewhere may already hold a token of this condominium (a 403 until now).
  await deps.contexts.forget({ userId: idUsuario });
  return answer(deps, actor, idUsuario, M.added(existing?.nome ?? values.nome));
};

export const changeRole = async (deps: StaffDeps, actor: Actor, idUsuario: number, cargo: RoleName, at: Date) => {
  const { db } = deps;
  if (idUsuario === actor.userId) throw new HttpError(409, M.notYourself);
  const member = await requireMember(db, actor, idUsuario);
  if (!member.ativo) throw new HttpError(409, M.alreadyInactive);
  await assertMayChange(db, actor, member, cargo);
  await assertKeepsAnAdministrator(db, actor, member, cargo);
  const before = highestRole(member.roles);
  if (before !== cargo || member.roles.length > 1)
    await deps.contexts.forgetAfter({ userId: idUsuario }, () =>
      recordChange(deps, changeBy(actor, at), async (t) => {
        await setRole(t, actor.idCondo, idUsuario, cargo);
        await saveLedger(t, { idUsuario, idCondo: actor.idCondo, cargo, ativo: true }, at);
        return {
          result: undefined,
          audit: audit('equipe.mudar_cargo', idUsuario, { cargo: { antes: before, depois: cargo } }),
        };
      }),
    );
  return answer(deps, actor, idUsuario, M.saved);
};

export const setActive = async (deps: StaffDeps, actor: Actor, idUsuario: number, ativo: boolean, at: Date) => {
  const { db } = deps;
  if (idUsuario === actor.userId) throw new HttpError(409, M.notYourself);
  const member = await requireMember(db, actor, idUsuario);
  if (member.ativo === ativo) throw new HttpError(409, ativo ? M.alreadyActive : M.alreadyInactive);
  await assertMayChange(db, actor, member);
  const cargo = (ativo ? member.cargoGuardado : highestRole(member.roles)) as RoleName | null;
  if (!cargo) throw new HttpError(409, M.memberNotFound);
  if (!ativo) await assertKeepsAnAdministrator(db, actor, member, null);
  await deps.contexts.forgetAfter({ userId: idUsuario }, () =>
    recordChange(deps, changeBy(actor, at), async (t) => {
      await setRole(t, actor.idCondo, idUsuario, ativo ? cargo : null);
      await saveLedger(t, { idUsuario, idCondo: actor.idCondo, cargo, ativo }, at);
      if (!ativo) await revokeTokensIn(t, actor.idCondo, idUsuario, at);
      return { result: undefined, audit: audit(ativo ? 'equipe.reativar' : 'equipe.desativar', idUsuario, { cargo }) };
    }),
  );
  return answer(deps, actor, idUsuario, M.saved);
};

export const changePhone = async (deps: StaffDeps, actor: Actor, idUsuario: number, telefone: string, at: Date) => {
  const member = await requireMember(deps.db, actor, idUsuario);
  await assertMayChange(deps.db, actor, member);
  if (member.telefone !== telefone)
    await recordChange(deps, changeBy(actor, at), async (t) => {
      await setPhone(t, idUsuario, telefone);
      const detalhes = {
        telefone: { antes: member.telefone && hidePhone(member.telefone), depois: hidePhone(telefone) },
      };
      return { result: undefined, audit: audit('equipe.mudar_telefone', idUsuario, detalhes) };
    });
  return answer(deps, actor, idUsuario, M.saved);
};
