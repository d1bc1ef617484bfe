import type { StaffMember } from '@portaria/shared/administration/staff.schemas';
import { highestRole } from '@portaria/shared/administration/staff.rules';
import { hidePhone, maskId } from '@portaria/shared';
import type { loadGrantsOfCondo, Member } from './staff.repository.ts';

type Grants = Awaited<ReturnType<typeof loadGrantsOfCondo>>;

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

/** What the role gives the member (their role when active, the kept one when not). */
export const rolePermissionsOf = (member: Member, grants: Grants): string[] => {
  const held = member.ativo ? member.roles : member.cargoGuardado ? [member.cargoGuardado] : [];
  return sorted(grants.byRole.filter((g) => held.includes(g.role)).map((g) => g.permissao));
};

/** The member as the staff screen shows it: CPF and phone masked, the three sets of permissions. */
export const memberView = (member: Member, grants: Grants, actorId: number): StaffMember => {
  const cargo = highestRole(member.ativo ? member.roles : member.cargoGuardado ? [member.cargoGuardado] : []);
  return {
    idUsuario: member.idUsuario,
    nome: member.nome,
    cpf: maskId(member.cpf),
    telefone: member.telefone ? hidePhone(member.telefone) : null,
    cargo,
    ativo: member.ativo,
    temSenha: member.temSenha,
    voce: member.idUsuario === actorId,
    permissoesDoCargo: rolePermissionsOf(member, grants),
    permissoesExtras: sorted(grants.custom.filter((g) => g.idUsuario === member.idUsuario).map((g) => g.permissao)),
    permissoesRevogadas: sorted(grants.revoked.filter((g) => g.idUsuario === member.idUsuario).map((g) => g.permissao)),
  };
};
