import { PERMISSIONS } from '@portaria/shared';
import { DEFAULT_ROLES } from '@portaria/shared/administration/roles';
import type { Database } from '../db/client.ts';
import { customPermissions, rolePermissions, roles, usuarioRoles, usuarios } from '../db/schema/index.ts';

const TILE_PERMISSIONS = [
  PERMISSIONS.accessControl,
  PERMISSIONS.correspondence,
  PERMISSIONS.reservations,
  PERMISSIONS.occurrences,
  PERMISSIONS.vehicles,
  PERMISSIONS.documents,
  PERMISSIONS.shiftBook,
  PERMISSIONS.keys,
];

const ROLES = [
  { key: 'porteiro1001', idCondo: 1001, nome: 'PORTEIRO', permissoes: TILE_PERMISSIONS },
  {
    key: 'sindico1001',
    idCondo: 1001,
    nome: 'SINDICO',
    permissoes: [
      PERMISSIONS.occurrences,
      PERMISSIONS.reservations,
      PERMISSIONS.documents,
      PERMISSIONS.approvePreRegistration,
      PERMISSIONS.approveAccessRequest,
      PERMISSIONS.manageDocuments,
      PERMISSIONS.reservationCharges,
      PERMISSIONS.manageCondominium,
      PERMISSIONS.manageStaff,
      PERMISSIONS.importResidents,
      PERMISSIONS.manageAreas,
      PERMISSIONS.readAudit,
      PERMISSIONS.shiftBook,
      PERMISSIONS.keys,
      PERMISSIONS.manageKeys,
    ],
  },
  // Access control in 7310 too: the desk sees the menu without the biometrics option (issue 12).
  {
    key: 'porteiro1002',
    idCondo: 1002,
    nome: 'PORTEIRO',
    permissoes: [
      PERMISSIONS.correspondence,
      PERMISSIONS.occurrences,
      PERMISSIONS.accessControl,
      PERMISSIONS.shiftBook,
      PERMISSIONS.keys,
    ],
  },
  // The management company's administrator of both (issue 31): the console's every screen.
  { key: 'admin1001', idCondo: 1001, nome: 'ADMINISTRADOR', permissoes: DEFAULT_ROLES[0].permissoes },
  { key: 'admin1002', idCondo: 1002, nome: 'ADMINISTRADOR', permissoes: DEFAULT_ROLES[0].permissoes },
] as const;

/** Staff users, per-condominium roles and one custom grant (Carlos: vehicles in 1002). */
export const seedStaff = async (
  db: Database,
  hashes: { carlos: string; maria: string; renata: string },
): Promise<void> => {
  const roleRows = await db
    .insert(roles)
    .values(ROLES.map((r) => ({ idCondo: r.idCondo, nome: r.nome })))
    .returning({ id: roles.id, idCondo: roles.idCondo, nome: roles.nome });
  const roleId = (key: (typeof ROLES)[number]['key']) => {
    const def = ROLES.find((r) => r.key === key)!;
    return roleRows.find((r) => r.idCondo === def.idCondo && r.nome === def.nome)!.id;
  };
  await db
    .insert(rolePermissions)
    .values(ROLES.flatMap((r) => r.permissoes.map((permissao) => ({ idRole: roleId(r.key), permissao }))));

  const users = await db
    .insert(usuarios)
    .values([
      {
        cpf: '52998224725',
        nome: 'Carlos Eduardo Souza',
        email: 'carlos.souza@portaria.dev',
        telefone: '11991234567',
        senhaHash: hashes.carlos,
      },
      {
        cpf: '11144477735',
        nome: 'Maria Helena Prado',
        email: 'maria.prado@portaria.dev',
        telefone: '11993456789',
        senhaHash: hashes.maria,
      },
      { cpf: '39053344705', nome: 'Joana Batista Lima', email: null, telefone: '11982345678', senhaHash: null },
      {
        cpf: '74185296355',
        nome: 'Renata Alves Costa',
        email: 'renata.costa@administradora.dev',
        telefone: '11994567890',
        senhaHash: hashes.renata,
      },
    ])
    .returning({ id: usuarios.id, cpf: usuarios.cpf });
  const byCpf = (cpf: string) => users.find((u) => u.cpf === cpf)!;
  const [carlos, maria, joana, renata] = ['52998224725', '11144477735', '39053344705', '74185296355'].map(byCpf);

  await db.insert(usuarioRoles).values([
    { idUsuario: carlos!.id, idRole: roleId('porteiro1001') },
    { idUsuario: carlos!.id, idRole: roleId('porteiro1002') },
    { idUsuario: maria!.id, idRole: roleId('sindico1001') },
    { idUsuario: joana!.id, idRole: roleId('porteiro1001') },
    { idUsuario: renata!.id, idRole: roleId('admin1001') },
    { idUsuario: renata!.id, idRole: roleId('admin1002') },
  ]);
  await db.insert(customPermissions).values({ idUsuario: carlos!.id, idCondo: 1002, permissao: PERMISSIONS.vehicles });
};
