import { afterAll, beforeAll, expect, test } from 'vitest';
import { MARIA, bearer, contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { chatUrl: 'https://chat.instalacao.dev', supportPhone: '551140040000' } });
});
afterAll(() => t.close());

test('com o token de um condomínio, os contatos e links dele; vazios, os da instalação; sem token ou com token inválido, os da instalação', async () => {
  const maria = await contextToken(t.app, MARIA, 1001);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/administracao/condominio',
    headers: bearer(maria),
    payload: {
      nome: 'Residencial Jardim das Palmeiras',
      chatUrl: 'https://chat.palmeiras.com.br',
      suporteWhatsapp: '(11) 98888-7777',
    },
  });
  expect(saved.statusCode).toBe(200);
  const own = await t.app.inject({ url: '/api/public/config', headers: bearer(maria) });
  expect(own.json()).toMatchObject({
    chatUrl: 'https://chat.palmeiras.com.br',
    supportWhatsapp: '5511988887777',
    supportPhone: '551140040000',
  });
  const other = await t.app.inject({
    url: '/api/public/config',
    headers: bearer(await contextToken(t.app, undefined, 1002)),
  });
  expect(other.json()).toMatchObject({ chatUrl: 'https://chat.instalacao.dev' });
  expect((await t.app.inject({ url: '/api/public/config' })).json().chatUrl).toBe('https://chat.instalacao.dev');
  const garbage = await t.app.inject({ url: '/api/public/config', headers: bearer('x'.repeat(40)) });
  expect(garbage.statusCode).toBe(200);
  expect(garbage.json().chatUrl).toBe('https://chat.instalacao.dev');
});
