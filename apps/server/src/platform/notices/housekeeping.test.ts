import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
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
import type { FileStorage } from '../files/storage.ts';
import { runHousekeeping, scheduleHousekeeping } from './housekeeping.ts';
import type { JobQueue } from './job-queue.ts';
import type { NewJob } from './jobs.repository.ts';

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

describe('limites de cada etapa da limpeza', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A logger that keeps what housekeeping said. */
  const recordingLog = () => {
    const lines = { info: [] as unknown[][], warn: [] as unknown[][] };
    const log = {
      info: (...args: unknown[]) => void lines.info.push(args),
      warn: (...args: unknown[]) => void lines.warn.push(args),
      error: () => undefined,
    };
    return { log: log as never, lines };
  };

  test('cada etapa remove só o que passou do prazo (o que vence no instante do limite fica) e conta o que removeu', async () => {
    // A later day than the other tests', so what they leave behind is cleared first and the counts are this test's.
    const at = new Date(t.clock.now().getTime() + 1000 * DAY);
    await runHousekeeping(t.db, null, at, silentLog);
    const ago = (ms: number) => new Date(at.getTime() - ms);
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
    await t.db
      .insert(twoFactorFlows)
      .values([flow('limite-fluxo-velho', ago(DAY + 1)), flow('limite-fluxo', ago(DAY))]);
    const code = (codeHash: string, expiresAt: Date) => ({
      flowHash: 'limite-fluxo',
      cpf: user!.cpf,
      phone: '11982345678',
      codeHash,
      status: 'active' as const,
      sentAt: ago(3 * DAY),
      expiresAt,
    });
    await t.db
      .insert(twoFactorCodes)
      .values([code('limite-codigo-velho', ago(DAY + 1)), code('limite-codigo', ago(DAY))]);
    const token = (hash: string, validUntil: Date) => ({
      hash,
      idUsuario: user!.id,
      cpf: user!.cpf,
      purpose: 'recovery' as const,
      validUntil,
    });
    await t.db.insert(twoFactorTokens).values([token('limite-token-velho', ago(1)), token('limite-token', at)]);
    await t.db.insert(altchaUsed).values([
      { hash: 'limite-altcha-velho', expiresAt: ago(1) },
      { hash: 'limite-altcha', expiresAt: at },
    ]);
    const upload = (hash: string, status: string, uploadExpiraEm: Date) => ({
      hash,
      idCondo: 1001,
      driver: 'disk',
      status,
      uploadExpiraEm,
      createdAt: ago(3 * DAY),
    });
    await t.db
      .insert(arquivos)
      .values([
        upload('limite-aguardando', 'AGUARDANDO', ago(DAY + 1)),
        upload('limite-recebendo', 'RECEBENDO', ago(DAY + 1)),
        upload('limite-armazenado', 'ARMAZENADO', ago(DAY + 1)),
        upload('limite-no-prazo', 'AGUARDANDO', ago(DAY)),
      ]);
    await t.db.insert(chavesIdempotencia).values([
      { idCondo: 1001, chave: 'limite-velha', rota: 'r', hashRequisicao: 'h', createdAt: ago(7 * DAY + 1) },
      { idCondo: 1001, chave: 'limite-nova', rota: 'r', hashRequisicao: 'h', createdAt: ago(7 * DAY) },
    ]);
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
      .values([link('limite.velho@exemplo.com.br', ago(1)), link('limite@exemplo.com.br', at)]);
    const invite = (nomeConvidado: string, expiraEm: Date) => ({
      idCondo: 1001,
      idUnidade,
      nomeConvidado,
      tipoEnvio: 'SMS',
      tipoPessoa: 'VISITANTE',
      tokenHash: nomeConvidado,
      expiraEm,
    });
    await t.db.insert(convites).values([invite('Limite Vencido', ago(1)), invite('Limite Valido', at)]);
    const notice = (nome: string, status: string, doneAt: Date | null) => ({
      kind: 'aviso.sms',
      idCondo: 1001,
      entidade: 'limite',
      idEntidade: 1,
      nome,
      payload: {},
      status,
      runAt: ago(100 * DAY),
      doneAt,
      createdAt: ago(100 * DAY),
    });
    await t.db
      .insert(jobs)
      .values([
        notice('enviado-velho', 'ENVIADO', ago(90 * DAY + 1)),
        notice('falhou-velho', 'FALHOU', ago(90 * DAY + 1)),
        notice('enviado-no-prazo', 'ENVIADO', ago(90 * DAY)),
        notice('na-fila', 'NA_FILA', ago(90 * DAY + 1)),
        notice('sem-fim', 'ENVIADO', null),
      ]);

    const removedKeys: string[] = [];
    const storage = {
      remove: async (key: string) => {
        removedKeys.push(key);
        // A file already gone from the disk does not stop the run.
        if (key.endsWith('recebendo')) throw new Error('arquivo não encontrado');
      },
    } as unknown as FileStorage;
    const { log, lines } = recordingLog();
    const removed = await runHousekeeping(t.db, storage, at, log);
    const expected = {
      codigosSms: 1,
      fluxosSms: 1,
      tokensDoisFatores: 1,
      altcha: 1,
      uploadsAbandonados: 2,
      chavesIdempotencia: 1,
      linksDocumento: 1,
      convites: 1,
      avisosAntigos: 2,
    };
    expect(removed).toEqual(expected);
    expect(lines.info).toEqual([[{ removed: expected }, 'limpeza concluída']]);
    expect(lines.warn).toEqual([]);
    expect(removedKeys.sort()).toEqual(['1001/limite-aguardando', '1001/limite-recebendo']);

    const left = async <T extends { [k: string]: unknown }>(rows: Promise<T[]>, key: keyof T) =>
      (await rows).map((r) => r[key]).sort();
    expect(await left(t.db.select({ h: twoFactorFlows.hash }).from(twoFactorFlows), 'h')).toContain('limite-fluxo');
    expect(
      await left(
        t.db
          .select({ h: arquivos.hash })
          .from(arquivos)
          .where(
            inArray(arquivos.hash, ['limite-aguardando', 'limite-recebendo', 'limite-armazenado', 'limite-no-prazo']),
          ),
        'h',
      ),
    ).toEqual(['limite-armazenado', 'limite-no-prazo']);
    expect(await left(t.db.select({ nome: jobs.nome }).from(jobs).where(eq(jobs.entidade, 'limite')), 'nome')).toEqual([
      'enviado-no-prazo',
      'na-fila',
      'sem-fim',
    ]);

    // Nothing left to remove: every step says zero.
    expect(await runHousekeeping(t.db, storage, at, silentLog)).toEqual(
      Object.fromEntries(Object.keys(expected).map((key) => [key, 0])),
    );
  });

  test('sem armazenamento de arquivos, o envio abandonado sai do banco e é contado', async () => {
    const at = new Date(t.clock.now().getTime() + 2000 * DAY);
    await runHousekeeping(t.db, null, at, silentLog);
    await t.db.insert(arquivos).values({
      hash: 'sem-armazenamento',
      idCondo: 1001,
      driver: 'disk',
      status: 'AGUARDANDO',
      uploadExpiraEm: new Date(at.getTime() - 2 * DAY),
      createdAt: new Date(at.getTime() - 3 * DAY),
    });
    const { log, lines } = recordingLog();
    expect(await runHousekeeping(t.db, null, at, log)).toMatchObject({ uploadsAbandonados: 1 });
    expect(lines.warn).toEqual([]);
  });

  test('uma etapa que falha vai para o log e as outras seguem', async () => {
    const broken = new Proxy(t.db, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown;
        if (prop !== 'delete') return typeof value === 'function' ? value.bind(target) : value;
        return (table: unknown) => {
          if (table === twoFactorCodes) throw new Error('tabela indisponível');
          return target.delete(table as typeof altchaUsed);
        };
      },
    }) as Database;
    const { log, lines } = recordingLog();
    const removed = await runHousekeeping(broken, null, t.clock.now(), log);
    expect(Object.keys(removed)).toEqual([
      'fluxosSms',
      'tokensDoisFatores',
      'altcha',
      'uploadsAbandonados',
      'chavesIdempotencia',
      'linksDocumento',
      'convites',
      'avisosAntigos',
    ]);
    expect(lines.warn).toEqual([
      [
        { err: expect.objectContaining({ message: 'tabela indisponível' }), step: 'codigosSms' },
        'limpeza: etapa falhou',
      ],
    ]);
  });

  test('agenda uma limpeza por hora, com a hora como chave, três tentativas e para já', async () => {
    const added: { tx: unknown; rows: NewJob[] }[] = [];
    const queue = {
      add: async (tx: Database, rows: NewJob[]) => {
        added.push({ tx, rows });
        return [1];
      },
    } as unknown as JobQueue;
    const tick = scheduleHousekeeping(() => queue, t.db, t.clock.now);
    const start = t.clock.now();
    await tick();
    t.clock.advance(59 * 60_000);
    await tick();
    expect(added).toHaveLength(1);
    expect(added[0]!.tx).toBe(t.db);
    expect(added[0]!.rows).toEqual([
      {
        kind: 'limpeza',
        idCondo: null,
        entidade: null,
        idEntidade: null,
        nome: null,
        payload: {},
        maxAttempts: 3,
        runAt: start,
        dedupeKey: `limpeza:${start.toISOString().slice(0, 13)}`,
      },
    ]);
    t.clock.advance(60_000);
    await tick();
    expect(added.map((a) => a.rows[0]!.dedupeKey)).toEqual([
      `limpeza:${start.toISOString().slice(0, 13)}`,
      `limpeza:${new Date(start.getTime() + 3_600_000).toISOString().slice(0, 13)}`,
    ]);
  });
});
