import { PERMISSIONS } from '@portaria/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  auditLog,
  condominios,
  preCadastros,
  rolePermissions,
  roles,
  usuarioRoles,
  usuarios,
} from '../../db/schema/index.ts';
import { JOANA, MARIA, bearer, contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { grantWorker } from './pre-registration-review.repository.ts';
import { insertPreCadastro, type NewPreCadastro } from './pre-registration.repository.ts';

const BASE = '/api/portaria/api/v1/precadastros';
const worker = (over: Partial<NewPreCadastro>): NewPreCadastro => ({
  idCondo: 1001,
  nome: 'Otávio Reis Moura',
  cpf: '99351819019',
  cargo: 'ZELADOR',
  telefone: '11976540003',
  email: 'otavio.moura@exemplo.com',
  createdAt: new Date('2024-10-01T09:00:00Z'),
  ...over,
});

const decide = (app: FastifyInstance, token: string, id: number, action: 'aprovar' | 'recusar') =>
  app.inject({ method: 'POST', url: `${BASE}/${id}/${action}`, headers: bearer(token) });

const permissionsOf = async (t: TestApp, idCondo: number, nome: string) => {
  const rows = await t.db
    .select({ permissao: rolePermissions.permissao })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.idRole))
    .where(and(eq(roles.idCondo, idCondo), eq(roles.nome, nome)));
  return rows.map((r) => r.permissao).sort();
};

describe('aprovação do pré-cadastro: cargo, dados da pessoa e auditoria', () => {
  let t: TestApp;
  let syndic: string;
  let mariaId: number;
  beforeAll(async () => {
    t = await createTestApp();
    syndic = await contextToken(t.app, MARIA, 1001);
    mariaId = (await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, MARIA.cpf)))[0]!.id;
  });
  afterAll(() => t.close());

  test('a lista segue a ordem de chegada (e o id no empate)', async () => {
    const late = await insertPreCadastro(
      t.db,
      worker({ cpf: '70000000001', createdAt: new Date('2024-10-01T10:00:00Z') }),
    );
    const early = await insertPreCadastro(
      t.db,
      worker({ cpf: '70000000002', createdAt: new Date('2024-10-01T08:00:00Z') }),
    );
    const tieB = await insertPreCadastro(
      t.db,
      worker({ cpf: '70000000003', createdAt: new Date('2024-10-01T09:00:00Z') }),
    );
    const tieA = await insertPreCadastro(
      t.db,
      worker({ cpf: '70000000004', createdAt: new Date('2024-10-01T09:00:00Z') }),
    );
    const res = await t.app.inject({ url: BASE, headers: bearer(syndic) });
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([early, tieB, tieA, late]);
    for (const id of [late, early, tieB, tieA])
      expect((await decide(t.app, syndic, id, 'recusar')).statusCode).toBe(200);
  });

  test('aprovar grava quem decidiu e quando, e a auditoria diz o CPF mascarado, o cargo e o usuário liberado', async () => {
    const id = await insertPreCadastro(t.db, worker({}));
    expect((await decide(t.app, syndic, id, 'aprovar')).statusCode).toBe(200);
    const [row] = await t.db.select().from(preCadastros).where(eq(preCadastros.id, id));
    expect(row).toMatchObject({ status: 'APROVADO', decidedBy: mariaId, decidedAt: t.clock.now() });
    const [created] = await t.db.select().from(usuarios).where(eq(usuarios.cpf, '99351819019'));
    expect(created).toMatchObject({
      nome: 'Otávio Reis Moura',
      telefone: '11976540003',
      email: 'otavio.moura@exemplo.com',
      senhaHash: null,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'pre_cadastro.aprovar'), eq(auditLog.idEntidade, String(id))));
    expect(entry).toMatchObject({
      idUsuario: mariaId,
      idCondo: 1001,
      entidade: 'pre_cadastro',
      detalhes: { cpf: '99*******19', cargo: 'ZELADOR', idUsuarioLiberado: created!.id },
    });
    const sms = t.outbox!.list().find((e) => e.purpose === 'pre-registration-approved' && e.to === '11976540003');
    expect(sms?.body).toContain('Residencial Jardim das Palmeiras');
  });

  test('recusar grava a decisão e a auditoria sem usuário liberado', async () => {
    const id = await insertPreCadastro(t.db, worker({ cpf: '70000000005', telefone: '11976540005' }));
    expect((await decide(t.app, syndic, id, 'recusar')).json()).toEqual({ id, status: 'RECUSADO' });
    const [row] = await t.db.select().from(preCadastros).where(eq(preCadastros.id, id));
    expect(row).toMatchObject({ status: 'RECUSADO', decidedBy: mariaId, decidedAt: t.clock.now() });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'pre_cadastro.recusar'), eq(auditLog.idEntidade, String(id))));
    expect(entry).toMatchObject({
      idUsuario: mariaId,
      idCondo: 1001,
      entidade: 'pre_cadastro',
      detalhes: { cpf: '70*******05', cargo: 'ZELADOR' },
    });
    expect(t.outbox!.list().filter((e) => e.to === '11976540005')).toEqual([]);
  });

  test('usuário existente sem telefone recebe o do pré-cadastro; com e-mail vazio recebe o e-mail; o cargo ZELADOR é criado uma vez', async () => {
    await t.db.update(usuarios).set({ telefone: null }).where(eq(usuarios.cpf, JOANA.cpf));
    const id = await insertPreCadastro(
      t.db,
      worker({ cpf: JOANA.cpf, nome: 'Outro Nome', telefone: '11976549999', email: 'joana@exemplo.com' }),
    );
    expect((await decide(t.app, syndic, id, 'aprovar')).statusCode).toBe(200);
    const [joana] = await t.db.select().from(usuarios).where(eq(usuarios.cpf, JOANA.cpf));
    expect(joana).toMatchObject({ nome: 'Joana Batista Lima', telefone: '11976549999', email: 'joana@exemplo.com' });
    expect(
      t.outbox!.list().filter((e) => e.purpose === 'pre-registration-approved' && e.to === '11976549999'),
    ).toHaveLength(1);
    const zeladores = await t.db
      .select()
      .from(roles)
      .where(and(eq(roles.idCondo, 1001), eq(roles.nome, 'ZELADOR')));
    expect(zeladores).toHaveLength(1);
    expect(await permissionsOf(t, 1001, 'ZELADOR')).toEqual(
      [
        PERMISSIONS.correspondence,
        PERMISSIONS.occurrences,
        PERMISSIONS.reservations,
        PERMISSIONS.shiftBook,
        PERMISSIONS.keys,
      ].sort(),
    );
    const held = await t.db
      .select()
      .from(usuarioRoles)
      .where(and(eq(usuarioRoles.idUsuario, joana!.id), eq(usuarioRoles.idRole, zeladores[0]!.id)));
    expect(held).toHaveLength(1);
  });

  test('usuário existente com e-mail mantém o seu', async () => {
    // A person of this test's own, with a phone and an e-mail: Joana's are another test's to change.
    await t.db
      .insert(usuarios)
      .values({ cpf: '70000000007', nome: 'Renata Alves Pinto', telefone: '11976540007', email: 'renata@exemplo.com' });
    const id = await insertPreCadastro(
      t.db,
      worker({
        cpf: '70000000007',
        cargo: 'ZELADOR',
        idCondo: 1001,
        telefone: '11976540008',
        email: 'outro@exemplo.com',
      }),
    );
    expect((await decide(t.app, syndic, id, 'aprovar')).statusCode).toBe(200);
    const [renata] = await t.db.select().from(usuarios).where(eq(usuarios.cpf, '70000000007'));
    expect(renata).toMatchObject({ telefone: '11976540007', email: 'renata@exemplo.com' });
  });

  test('num condomínio sem o cargo, o PORTEIRO é criado com as permissões padrão da portaria', async () => {
    await t.db
      .insert(condominios)
      .values({ idCondo: 1003, referencia: 9003, nome: 'Condomínio Vila Nova', nomeFantasia: 'Vila Nova' });
    const granted = await grantWorker(t.db, {
      idCondo: 1003,
      cpf: '70000000006',
      nome: 'Ana Lopes Dias',
      telefone: '11976540006',
      email: null,
      cargo: 'PORTEIRO',
    });
    expect(granted.phone).toBe('11976540006');
    expect(await permissionsOf(t, 1003, 'PORTEIRO')).toEqual(
      [
        PERMISSIONS.accessControl,
        PERMISSIONS.correspondence,
        PERMISSIONS.reservations,
        PERMISSIONS.occurrences,
        PERMISSIONS.vehicles,
        PERMISSIONS.documents,
        PERMISSIONS.shiftBook,
        PERMISSIONS.keys,
      ].sort(),
    );
    const again = await grantWorker(t.db, {
      idCondo: 1003,
      cpf: '70000000006',
      nome: 'Ana Lopes Dias',
      telefone: '11976540006',
      email: null,
      cargo: 'PORTEIRO',
    });
    expect(again.idUsuario).toBe(granted.idUsuario);
    expect(await t.db.select().from(roles).where(eq(roles.idCondo, 1003))).toHaveLength(1);
  });
});
