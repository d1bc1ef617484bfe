import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CARLOS, bearer, captureLog, contextToken, login } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { redactUrl } from './redact-url.ts';

describe('cabeçalhos de segurança', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('toda resposta da API sai com Cache-Control: no-store, inclusive login, contexto, condomínio e erros', async () => {
    const signIn = await login(t.app, CARLOS.cpf, CARLOS.password);
    const token = await contextToken(t.app);
    const answers = [
      signIn,
      await t.app.inject({ url: '/api/condominios/1001', headers: bearer(token) }),
      await t.app.inject({ url: '/api/condominios/1001' }),
      await t.app.inject({ url: '/api/nada' }),
      await login(t.app, CARLOS.cpf, 'errada'),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 404, 401]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  test('Permissions-Policy libera só a câmera para o próprio site; sem HTTPS não há HSTS', async () => {
    const res = await t.app.inject({ url: '/api/nada' });
    const policy = String(res.headers['permissions-policy']);
    expect(policy).toContain('camera=(self)');
    expect(policy).toContain('microphone=()');
    expect(policy).toContain('geolocation=()');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY a client cannot claim HTTPS through X-Forwarded-Proto.
    const claimed = await t.app.inject({ url: '/api/nada', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  test('atrás de um proxy confiável que serve HTTPS, HSTS é enviado', async () => {
    const behindProxy = await t.sibling({ trustProxy: true });
    const res = await behindProxy.inject({ url: '/api/nada', headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await behindProxy.inject({ url: '/api/nada', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('o log de requisições não guarda segredos nem CPFs', () => {
  test('assinaturas, chaves, tokens e CPFs de buscas aparecem ocultos', async () => {
    const { lines, stream } = captureLog();
    const t = await createTestApp({ logger: { level: 'info', stream } });
    try {
      const signature = 'a'.repeat(64);
      const urls = [
        `/api/arquivos/upload/abc.jpg?expires=99999999999&signature=${signature}`,
        '/api/dev/outbox?key=chave-secreta-do-terminal',
        '/api/condominios/1001?token=token-secreto-na-url',
        '/api/correspondencia/moradores?search=52998224725',
        '/api/veiculo/custom?queryParam=529.982.247-25',
        '/api/nada/52998224725',
      ];
      for (const url of urls) await t.app.inject({ url });
      const text = lines.join('');
      expect(lines.length).toBeGreaterThanOrEqual(urls.length);
      for (const secret of [
        signature,
        'chave-secreta-do-terminal',
        'token-secreto-na-url',
        CARLOS.cpf,
        '529.982.247-25',
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(text).toContain('signature=[oculto]');
      expect(text).toContain('52*******25');
    } finally {
      await t.close();
    }
  });
});

test('uma linha por requisição da API, com status e tempo; arquivos do app web não geram linhas', async () => {
  const { lines, stream } = captureLog();
  const t = await createTestApp({ logger: { level: 'info', stream } });
  try {
    await t.app.inject({ url: '/assets/index-abc.js' });
    await t.app.inject({ url: '/login' });
    expect(lines.filter((l) => l.includes('"msg":"requisição"'))).toHaveLength(0);
    await t.app.inject({ url: '/api/nada?page=2' });
    const logged = lines.filter((l) => l.includes('"msg":"requisição"')).map((l) => JSON.parse(l));
    expect(logged).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/nada?page=2', statusCode: 404, ms: expect.any(Number) }),
    ]);
  } finally {
    await t.close();
  }
});

describe('redactUrl', () => {
  test('esconde valores secretos, mascara CPFs e preserva o resto', () => {
    expect(redactUrl('/api/x?page=2&limit=50')).toBe('/api/x?page=2&limit=50');
    expect(redactUrl('/api/x?Key=abc&hashToken=def')).toBe('/api/x?Key=[oculto]&hashToken=[oculto]');
    expect(redactUrl('/api/x?search=Maria%20529.982.247-25')).toBe('/api/x?search=Maria%2052*******25');
    expect(redactUrl('/api/x?search=12345678901234')).toBe('/api/x?search=12345678901234');
    expect(redactUrl('/api/x?search=%E0%A4%A')).toBe('/api/x?search=%E0%A4%A');
    expect(redactUrl('/api/x?flag&cpf=52998224725')).toBe('/api/x?flag&cpf=52*******25');
  });
});
