import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  altchaUsed,
  arquivos,
  auditLog,
  chavesIdempotencia,
  convites,
  documentoLinks,
  documentos,
  jobs,
  twoFactorCodes,
  twoFactorFlows,
  twoFactorTokens,
  usuarios,
} from '../../db/schema/index.ts';
import { unitIdOf } from '../../test/units.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAppQueue } from './app-queue.ts';
import { runHousekeeping } from './housekeeping.ts';

const DAY = 24 * 3_600_000;
const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as never;

describe('limpeza agendada na mesma fila', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('uma execução por hora, seja quantos processos forem; remove o vencido, guarda o recente e o log de auditoria', async () => {
    const at = t.clock.now();
    const old = new Date(at.getTime() - 8 * DAY);
    const [user] = await t.db.select({ id: usuarios.id }).from(usuarios).limit(1);
    await t.db.insert(chavesIdempotencia).values([
      { idCondo: 1001, chave: 'velha', rota: 'r', hashRequisicao: 'h', createdAt: old },
      { idCondo: 1001, chave: 'nova', rota: 'r', hashRequisicao: 'h', createdAt: at },
    ]);
    await t.db.insert(arquivos).values([
      {
        hash: 'abandonado',
        idCondo: 1001,
        driver: 'disk',
        status: 'AGUARDANDO',
        uploadExpiraEm: new Date(at.getTime() - 2 * DAY),
        createdAt: old,
      },
      { hash: 'em-curso', idCondo: 1001, driver: 'disk', status: 'AGUARDANDO', uploadExpiraEm: at, createdAt: at },
    ]);
    await t.db.insert(altchaUsed).values([
      { hash: 'vencido', expiresAt: old },
      { hash: 'valido', expiresAt: new Date(at.getTime() + DAY) },
    ]);
    await t.db
      .insert(auditLog)
      .values({ idUsuario: user!.id, acao: 'teste.limpeza', entidade: 'teste', createdAt: old });

    // Two processes tick in the same hour: one run is queued, and it runs once.
    const first = createAppQueue({
      db: t.db,
      config: t.config,
      now: t.clock.now,
      log: silentLog,
      notifier: t.notifier,
    });
    const second = createAppQueue({
      db: t.db,
      config: t.config,
      now: t.clock.now,
      log: silentLog,
      notifier: t.notifier,
    });
    await Promise.all([first.runDue(), second.runDue()]);
    const scheduled = async () => await t.db.select().from(jobs).where(eq(jobs.kind, 'limpeza'));
    expect(await scheduled()).toHaveLength(0);
    await Promise.all([first.poll(), second.poll()]);
    await Promise.all([first.poll(), second.poll()]);
    const runs = await scheduled();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ status: 'ENVIADO', attempts: 1 });

    const keys = await t.db
      .select({ chave: chavesIdempotencia.chave })
      .from(chavesIdempotencia)
      .where(inArray(chavesIdempotencia.chave, ['velha', 'nova']));
    expect(keys.map((k) => k.chave)).toEqual(['nova']);
    const files = await t.db
      .select({ hash: arquivos.hash })
      .from(arquivos)
      .where(inArray(arquivos.hash, ['abandonado', 'em-curso']));
    expect(files.map((f) => f.hash)).toEqual(['em-curso']);
    expect((await t.db.select().from(altchaUsed)).map((a) => a.hash)).toEqual(['valido']);
    expect(await t.db.$count(auditLog, eq(auditLog.acao, 'teste.limpeza'))).toBe(1);
  });

  test('remove códigos SMS e tokens de dois fatores vencidos, links de documento e convites vencidos; guarda os válidos e a auditoria', async () => {
    const at = t.clock.now();
    const ago = (ms: number) => new Date(at.getTime() - ms);
    const ahead = new Date(at.getTime() + DAY);
    const [user] = await t.db.select({ id: usuarios.id, cpf: usuarios.cpf }).from(usuarios).limit(1);
    const [document] = await t.db
      .select({ id: documentos.id })
      .from(documentos)
      .where(eq(documentos.idCondo, 1001))
      .limit(1);
    const idUnidade = await unitIdOf(t.db, 1001, 'Bloco A', '101');
    const flow = (hash: string, expiresAt: Date) => ({
      hash,
      idUsuario: user!.id,
      cpf: user!.cpf,
      purpose: 'registration' as const,
      createdAt: ago(3 * DAY),
      expiresAt,
    });
    await t.db.insert(twoFactorFlows).values([flow('fluxo-velho', ago(2 * DAY)), flow('fluxo-atual', ahead)]);
    const code = (flowHash: string, codeHash: string, expiresAt: Date) => ({
      flowHash,
      cpf: user!.cpf,
      phone: '11982345678',
      codeHash,
      status: 'active' as const,
      sentAt: ago(3 * DAY),
      expiresAt,
    });
    await t.db
      .insert(twoFactorCodes)
      .values([code('fluxo-velho', 'codigo-vencido', ago(2 * DAY)), code('fluxo-atual', 'codigo-valido', ahead)]);
    const token = (hash: string, validUntil: Date) => ({
      hash,
      idUsuario: user!.id,
      cpf: user!.cpf,
      purpose: 'recovery' as const,
      validUntil,
    });
    await t.db.insert(twoFactorTokens).values([token('token-vencido', ago(1000)), token('token-valido', ahead)]);
    const link = (email: string, expiraEm: Date) => ({
      tokenHash: email,
      idDocumento: document!.id,
      idCondo: 1001,
      idUnidade,
      email,
      expiraEm,
      createdAt: ago(8 * DAY),
    });
    await t.db
      .insert(documentoLinks)
      .values([link('link.vencido@exemplo.com.br', ago(DAY)), link('link.valido@exemplo.com.br', ahead)]);
    const invite = (nomeConvidado: string, expiraEm: Date) => ({
      idCondo: 1001,
      idUnidade,
      nomeConvidado,
      tipoEnvio: 'SMS',
      tipoPessoa: 'VISITANTE',
      tokenHash: nomeConvidado,
      expiraEm,
    });
    await t.db.insert(convites).values([invite('Convite Vencido', ago(1000)), invite('Convite Valido', ahead)]);
    await t.db
      .insert(auditLog)
      .values({ idUsuario: user!.id, acao: 'teste.limpeza.guardada', entidade: 'teste', createdAt: ago(400 * DAY) });

    const removed = await runHousekeeping(t.db, null, at, silentLog);
    expect(removed).toMatchObject({
      codigosSms: expect.any(Number),
      tokensDoisFatores: expect.any(Number),
      linksDocumento: expect.any(Number),
      convites: expect.any(Number),
    });

    expect(
      (
        await t.db
          .select({ h: twoFactorCodes.codeHash })
          .from(twoFactorCodes)
          .where(inArray(twoFactorCodes.codeHash, ['codigo-vencido', 'codigo-valido']))
      ).map((r) => r.h),
    ).toEqual(['codigo-valido']);
    expect(
      (
        await t.db
          .select({ h: twoFactorFlows.hash })
          .from(twoFactorFlows)
          .where(inArray(twoFactorFlows.hash, ['fluxo-velho', 'fluxo-atual']))
      ).map((r) => r.h),
    ).toEqual(['fluxo-atual']);
    expect(
      (
        await t.db
          .select({ h: twoFactorTokens.hash })
          .from(twoFactorTokens)
          .where(inArray(twoFactorTokens.hash, ['token-vencido', 'token-valido']))
      ).map((r) => r.h),
    ).toEqual(['token-valido']);
    const links = await t.db
      .select({ email: documentoLinks.email })
      .from(documentoLinks)
      .where(inArray(documentoLinks.email, ['link.vencido@exemplo.com.br', 'link.valido@exemplo.com.br']));
    expect(links.map((l) => l.email)).toEqual(['link.valido@exemplo.com.br']);
    const invites = await t.db
      .select({ nome: convites.nomeConvidado })
      .from(convites)
      .where(inArray(convites.nomeConvidado, ['Convite Vencido', 'Convite Valido']));
    expect(invites.map((c) => c.nome)).toEqual(['Convite Valido']);
    expect(await t.db.$count(auditLog, eq(auditLog.acao, 'teste.limpeza.guardada'))).toBe(1);
  });
});
