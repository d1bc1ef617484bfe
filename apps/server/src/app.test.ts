import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@portaria/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createTestApp, createTestDatabase, type TestApp } from './test/test-app.ts';
import { CARLOS, loginPath } from './test/helpers.ts';

describe('erros, documentação e cabeçalhos da API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('JSON malformado e tipo de conteúdo errado dão 400 em pt-BR, sem stack', async () => {
    for (const [contentType, payload] of [
      ['application/json', '{"user": '],
      ['text/plain', 'user=1'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: loginPath,
        headers: { 'content-type': contentType! },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.badRequest });
      expect(res.body).not.toMatch(/stack|at .*\.ts/);
    }
  });

  test('rota desconhecida em /api dá 404 { message }', async () => {
    for (const url of ['/api/nada', '/api', '/api/condominios']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.notFoundRoute });
    }
  });

  test('o cabeçalho origem: PORTARIA é aceito e ignorado; o modo de acesso é validado', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: loginPath,
      headers: { origem: 'PORTARIA' },
      payload: { user: CARLOS.cpf, password: CARLOS.password },
    });
    expect(ok.statusCode).toBe(200);
    const wrongMode = await t.app.inject({
      method: 'POST',
      url: '/api/auth/rbac/project/PORTARIA?mode=X',
      payload: { user: CARLOS.cpf, password: 'x' },
    });
    expect(wrongMode.statusCode).toBe(400);
    expect(wrongMode.json()).toEqual({ message: 'Modo de acesso inválido' });
  });

  test('verificação de conta informa se o CPF já tem senha', async () => {
    const carlos = await t.app.inject({ url: `/api/auth/rbac/account?cpf=${CARLOS.cpf}` });
    expect(carlos.json()).toEqual({ additional: { hasLogin: true } });
    const joana = await t.app.inject({ url: '/api/auth/rbac/account?cpf=390.533.447-05' });
    expect(joana.json()).toEqual({ additional: { hasLogin: false } });
  });

  test('o OpenAPI serve a geradores de cliente: operationId único em toda operação, security explícito, servidor nomeado', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, { operationId?: string; security?: unknown[] }>>,
    ).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, ...op })));
    expect(operations.length).toBeGreaterThan(30);
    const ids = operations.map((op) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.find((op) => op.path === '/api/auth/rbac/context/{context}')?.operationId).toBe(
      'postAuthRbacContextByContext',
    );
    for (const op of operations) expect(Array.isArray(op.security)).toBe(true);
    expect(operations.find((op) => op.path === '/api/auth/rbac/project/PORTARIA')?.security).toEqual([]);
    expect(operations.find((op) => op.path === '/api/veiculo')?.security).toEqual([{ bearerAuth: [] }]);
  });

  test('/api/docs/json devolve um documento OpenAPI com as rotas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/rbac/project/PORTARIA',
        '/api/auth/rbac/context/{context}',
        '/api/auth/rbac/refresh/{referencia}',
        '/api/auth/rbac/logout',
        '/api/auth/rbac/account',
        '/api/condominios/{idCondo}',
        '/api/portaria/api/v1/porteiros',
        '/api/portaria/api/v1/porteiros/dadosCadastrais',
        '/api/portaria/api/v1/porteiros/referencias',
      ]),
    );
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  test('contatos de suporte: nenhum número inventado em produção; os de demonstração só fora dela', () => {
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ supportWhatsapp: null, supportPhone: null });
    expect(
      loadConfig({ NODE_ENV: 'production', SUPPORT_WHATSAPP: '5511912345678', SUPPORT_PHONE: '551133334444' }),
    ).toMatchObject({
      supportWhatsapp: '5511912345678',
      supportPhone: '551133334444',
    });
    expect(loadConfig({ NODE_ENV: 'development' }).supportWhatsapp).toMatch(/^\d+$/);
  });

  test('respostas levam cabeçalhos de segurança com CSP compatível com o SPA', async () => {
    const res = await t.app.inject({ url: '/api/public/config' });
    expect(res.json()).toEqual({
      chatUrl: null,
      biometricsPanelUrl: null,
      supportWhatsapp: expect.stringMatching(/^\d+$/),
      supportPhone: expect.stringMatching(/^\d+$/),
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('worker-src');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('banco de dados e falhas internas', () => {
  test('as migrações rodam num banco novo e criam as tabelas', async () => {
    // From nothing: on PGlite a clone of what global-setup.ts migrated on a new database before any file ran (the
    // run's migrated snapshot, not the seeded one); on PostgreSQL createTestDatabase migrates a new database.
    const database = await createTestDatabase();
    try {
      const result = await database.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      );
      const rows = (result as unknown as { rows: { n: number }[] }).rows;
      expect(rows[0]!.n).toBeGreaterThanOrEqual(12);
    } finally {
      await database.close();
    }
  });

  test('erro interno vira 500 com mensagem genérica, sem stack', async () => {
    const database = await createTestDatabase();
    const config = { ...loadConfig({ NODE_ENV: 'test' }), webDist: '/nonexistent' };
    const app = await buildApp({ db: database.db, config, logger: false });
    // Renamed away and back: the database stays fit for the next file of this worker (a dropped table would not).
    await database.db.execute(sql`alter table usuarios rename to usuarios_fora`);
    try {
      const res = await app.inject({ method: 'POST', url: loginPath, payload: { user: CARLOS.cpf, password: 'x' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: MESSAGES.internalError });
    } finally {
      await database.db.execute(sql`alter table usuarios_fora rename to usuarios`);
      await app.close();
      await database.close();
    }
  });
});

describe('aplicação web estática', () => {
  test('serve o SPA, devolve index.html para rotas desconhecidas e cacheia /assets', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'portaria-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Portaria</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const database = await createTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: { ...loadConfig({ NODE_ENV: 'test' }), webDist: dist },
      logger: false,
    });
    try {
      const home = await app.inject({ url: '/' });
      expect(home.body).toContain('<title>Portaria</title>');
      expect(home.headers['cache-control']).toBe('no-cache');
      const deep = await app.inject({ url: '/dashboard' });
      expect(deep.statusCode).toBe(200);
      expect(deep.body).toContain('<title>Portaria</title>');
      const asset = await app.inject({ url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      expect((await app.inject({ url: '/api/nada' })).json()).toEqual({ message: MESSAGES.notFoundRoute });
      // A file that is not there is a 404, never the app's HTML; a page with a token in its path is still the app.
      for (const missing of ['/robots-antigo.txt', '/favicon.ico', '/assets/app-velho.js']) {
        const res = await app.inject({ url: missing });
        expect(res.statusCode, missing).toBe(404);
        expect(res.body).not.toContain('<title>');
      }
      expect((await app.inject({ url: '/documento/AbC_d-123' })).body).toContain('<title>Portaria</title>');
      // Trailing slashes (issue 28 item 16): pages and files keep working, the API 404 stays JSON.
      for (const page of ['/dashboard/', '/documento/AbC_d-123/'])
        expect((await app.inject({ url: page })).body, page).toContain('<title>Portaria</title>');
      const slashAsset = await app.inject({ url: '/assets/app-abc123.js/' });
      expect([slashAsset.statusCode, slashAsset.body]).toEqual([200, 'console.log(1)']);
      expect((await app.inject({ url: '/api/nada/' })).json()).toEqual({ message: MESSAGES.notFoundRoute });
      expect((await app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('limite da verificação pública de conta', () => {
  test('mais de 30 consultas por minuto do mesmo IP recebem 429 em pt-BR', async () => {
    const t = await createTestApp();
    try {
      const check = () =>
        t.app.inject({ url: `/api/auth/rbac/account?cpf=${CARLOS.cpf}`, remoteAddress: '198.51.100.4' });
      for (let i = 0; i < 30; i += 1) expect((await check()).statusCode).toBe(200);
      const blocked = await check();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ message: MESSAGES.tooManyRequests });
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await t.close();
    }
  });
});
