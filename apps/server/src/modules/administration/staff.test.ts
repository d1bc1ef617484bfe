import { MESSAGES, PERMISSIONS } from '@portaria/shared';
import { STAFF_MESSAGES as M } from '@portaria/shared/administration/staff.messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
import { CARLOS, MARIA, bearer, contextToken, login } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { NEW_PASSWORD, setPassword, twoFactorToken } from '../accounts/test-support.ts';

const RENATA = { cpf: '74185296355', password: 'Admin@2024' };
const NEW_DOORKEEPER = { cpf: '25803691470', nome: 'Paulo Roberto Dias', telefone: '(11) 97777-6655' };
type Member = { idUsuario: number; nome: string; cargo: string | null; ativo: boolean; telefone: string | null };

describe('equipe no console de administração', () => {
  let t: TestApp;
  let maria: string;
  let paulo: number;
  beforeAll(async () => {
    t = await createTestApp();
    maria = await contextToken(t.app, MARIA, 1001);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token = maria, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const staff = async (token = maria) => (await call('GET', '/administracao/equipe', token)).json().data as Member[];

  test('a síndica inclui um porteiro: SMS com o endereço para criar a senha, e ele cria a senha e entra no condomínio', async () => {
    const res = await call('POST', '/administracao/equipe', maria, { ...NEW_DOORKEEPER, cargo: 'PORTEIRO' });
    expect(res.statusCode).toBe(201);
    const { membro } = res.json() as { membro: Member & { cpf: string; temSenha: boolean } };
    paulo = membro.idUsuario;
    expect(membro).toMatchObject({ cpf: '25*******70', cargo: 'PORTEIRO', ativo: true, temSenha: false });
    expect(membro.telefone).toBe('(11) *****-6655');
    const sms = t.outbox!.list().find((m) => m.purpose === 'convite-equipe')!;
    expect(sms.to).toBe('11977776655');
    expect(sms.body).toContain('Paulo, você foi incluído(a) como Porteiro no Residencial Jardim das Palmeiras');
    expect(sms.body).toContain(`${t.config.publicUrl}/criar-conta`);

    const token = await twoFactorToken(t, NEW_DOORKEEPER.cpf, 'registration');
    expect((await setPassword(t.app, 'registration', token)).statusCode).toBe(201);
    const roles = (await login(t.app, NEW_DOORKEEPER.cpf, NEW_PASSWORD)).json().roles;
    expect(roles).toEqual([expect.objectContaining({ context: 1001, role: 'PORTEIRO' })]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'equipe.incluir'), eq(auditLog.idCondo, 1001)));
    expect(entry!.detalhes).toEqual({ cpf: '25*******70', cargo: 'PORTEIRO' });
    expect(await call('POST', '/administracao/equipe', maria, { ...NEW_DOORKEEPER, cargo: 'ZELADOR' })).toMatchObject({
      statusCode: 409,
    });
  });

  test('a síndica não dá cargo acima do seu nem altera a administradora; ninguém desativa a si mesmo', async () => {
    const above = await call('POST', '/administracao/equipe', maria, {
      cpf: '369.147.258-37',
      nome: 'Alguém Acima',
      telefone: '(11) 96666-5544',
      cargo: 'ADMINISTRADOR',
    });
    expect(above.statusCode).toBe(422);
    expect(above.json()).toEqual({ message: M.roleAboveYours });
    const renata = (await staff()).find((m) => m.nome === 'Renata Alves Costa')!;
    const touch = await call('POST', `/administracao/equipe/${renata.idUsuario}/desativar`);
    expect(touch.json()).toEqual({ message: M.memberAboveYours });
    const self = (await staff()).find((m) => m.nome === 'Maria Helena Prado')!;
    const mine = await call('POST', `/administracao/equipe/${self.idUsuario}/desativar`);
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toEqual({ message: M.notYourself });
  });

  test('desativado, o próximo pedido do porteiro encerra a sessão; reativado, volta com o mesmo cargo', async () => {
    const doorkeeper = await contextToken(t.app, { cpf: NEW_DOORKEEPER.cpf, password: NEW_PASSWORD }, 1001);
    expect((await call('GET', '/condominios/1001', doorkeeper)).statusCode).toBe(200);
    const off = await call('POST', `/administracao/equipe/${paulo}/desativar`);
    expect(off.json().membro).toMatchObject({ ativo: false, cargo: 'PORTEIRO' });
    const next = await call('GET', '/condominios/1001', doorkeeper);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ message: MESSAGES.unauthorized });
    expect((await login(t.app, NEW_DOORKEEPER.cpf, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await staff()).find((m) => m.idUsuario === paulo)).toMatchObject({ ativo: false, cargo: 'PORTEIRO' });
    expect((await call('POST', `/administracao/equipe/${paulo}/desativar`)).json()).toEqual({
      message: M.alreadyInactive,
    });

    const on = await call('POST', `/administracao/equipe/${paulo}/reativar`);
    expect(on.json().membro).toMatchObject({ ativo: true, cargo: 'PORTEIRO' });
    const again = await contextToken(t.app, { cpf: NEW_DOORKEEPER.cpf, password: NEW_PASSWORD }, 1001);
    expect((await call('GET', '/condominios/1001', again)).statusCode).toBe(200);
  });

  test('permissões individuais: retirar a de veículos fecha a rota; conceder só o que a síndica tem', async () => {
    const members = await staff();
    const carlos = members.find((m) => m.nome === 'Carlos Eduardo Souza')!;
    const before = await contextToken(t.app, CARLOS, 1001);
    expect((await call('GET', '/veiculo/custom?page=1&limit=5', before)).statusCode).toBe(200);
    const tiles = [
      PERMISSIONS.accessControl,
      PERMISSIONS.correspondence,
      PERMISSIONS.reservations,
      PERMISSIONS.occurrences,
      PERMISSIONS.documents,
      PERMISSIONS.shiftBook,
      PERMISSIONS.keys,
      PERMISSIONS.manageDocuments,
    ];
    const res = await call('PUT', `/administracao/equipe/${carlos.idUsuario}/permissoes`, maria, { permissoes: tiles });
    expect(res.statusCode).toBe(200);
    expect(res.json().membro).toMatchObject({
      permissoesExtras: [PERMISSIONS.manageDocuments],
      permissoesRevogadas: [PERMISSIONS.vehicles],
    });
    expect((await call('GET', '/veiculo/custom?page=1&limit=5', before)).statusCode).toBe(403);
    const ctx = (
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/rbac/context/1001',
        headers: bearer((await login(t.app, CARLOS.cpf, CARLOS.password)).json().token),
      })
    ).json();
    expect(ctx.rolePermissions).not.toContain(PERMISSIONS.vehicles);
    expect(ctx.customPermissions).toContain(PERMISSIONS.manageDocuments);

    const notHers = await call('PUT', `/administracao/equipe/${carlos.idUsuario}/permissoes`, maria, {
      permissoes: [...tiles, PERMISSIONS.administerInstallation],
    });
    expect(notHers.statusCode).toBe(422);
    expect(notHers.json()).toEqual({ message: M.permissionNotYours });
    const unknown = await call('PUT', `/administracao/equipe/${carlos.idUsuario}/permissoes`, maria, {
      permissoes: ['portaria.tudo'],
    });
    expect(unknown.statusCode).toBe(400);
  });

  test('mudar cargo e celular: a auditoria guarda o antes e o depois, com o celular mascarado', async () => {
    const role = await call('PUT', `/administracao/equipe/${paulo}/cargo`, maria, { cargo: 'ZELADOR' });
    expect(role.json().membro.cargo).toBe('ZELADOR');
    const phone = await call('PUT', `/administracao/equipe/${paulo}/telefone`, maria, { telefone: '(11) 95555-4433' });
    expect(phone.json().membro.telefone).toBe('(11) *****-4433');
    const entries = await t.db
      .select({ acao: auditLog.acao, detalhes: auditLog.detalhes })
      .from(auditLog)
      .where(and(eq(auditLog.idCondo, 1001), eq(auditLog.idEntidade, String(paulo))));
    expect(entries.find((e) => e.acao === 'equipe.mudar_cargo')!.detalhes).toEqual({
      cargo: { antes: 'PORTEIRO', depois: 'ZELADOR' },
    });
    expect(JSON.stringify(entries.find((e) => e.acao === 'equipe.mudar_telefone')!.detalhes)).not.toContain('95555');
    const other = await contextToken(t.app, RENATA, 1002);
    const fromB = await call('PUT', `/administracao/equipe/${paulo}/cargo`, other, { cargo: 'PORTEIRO' });
    expect(fromB.statusCode).toBe(404);
    expect(fromB.json()).toEqual({ message: M.memberNotFound });
  });
});
