import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { pessoas } from './db/schema/index.ts';
import type { EmailMessage, Notifier, SmsMessage } from './platform/notices/providers.ts';
import { createFixture, type Fixture } from './test/fixture.ts';

// Issue 28 item 12: a staff token (or a proxy that forwards the header) must not steer the condominium's own links.
const HOSTILE = { host: 'atacante.example', 'x-forwarded-host': 'atacante.example', 'x-forwarded-proto': 'https' };

describe('links enviados não seguem o Host da requisição', () => {
  let f: Fixture;
  const sms: SmsMessage[] = [];
  const mail: EmailMessage[] = [];
  const notifier: Notifier = {
    sms: { name: 'teste', send: async (m) => void sms.push(m) },
    email: { name: 'teste', send: async (m) => void mail.push(m) },
  };
  beforeAll(async () => {
    // PUBLIC_URL unset, behind a "trusted" proxy: the worst case of the issue.
    f = await createFixture({ notifier, config: { trustProxy: true } });
  });
  afterAll(() => f.close());

  test('sem PUBLIC_URL, a base é o endereço impresso na partida (http://localhost:PORT); PUBLIC_URL inválida impede a partida', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://portaria.exemplo.com.br/' }).publicUrl).toBe(
      'https://portaria.exemplo.com.br',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_URL inválida');
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'portaria.exemplo.com.br' })).toThrow(
      'PUBLIC_URL inválida',
    );
  });

  test('convite por SMS com Host e X-Forwarded-Host de outro site: o link da resposta e do SMS começa com a base configurada', async () => {
    const [resident] = await f.db.select().from(pessoas).limit(1);
    const res = await f.client(f.tokens.a).post(
      '/condominos/v1/seventh/convite',
      {
        idUnidade: f.units.b302,
        nomeConvidado: 'Ana Lima Souza',
        cpfConvidado: resident!.cpf,
        email: null,
        tipoEnvio: 'SMS',
        tipoPessoa: 'VISITANTE',
        telefone: '(11) 98765-4321',
      },
      { headers: HOSTILE },
    );
    expect(res.statusCode).toBe(200);
    const { link } = res.json() as { link: string };
    expect(link.startsWith(`${f.config.publicUrl}/convite/`)).toBe(true);
    expect(f.config.publicUrl).toBe('http://localhost:3000');
    expect(sms.at(-1)!.body).toContain(link);
    expect(sms.at(-1)!.body).not.toContain('atacante');
  });

  test('link de documento por e-mail com Host de outro site: texto e HTML apontam para a base configurada', async () => {
    const res = await f.client(f.tokens.a).post(
      '/sendmail',
      {
        idUnidade: f.units.a101,
        idMorador: null,
        email: 'novo.endereco@exemplo.com.br',
        nomeArquivo: 'x.pdf',
        link: 'ignorado',
        tipoDocumento: 'CONVENCAO',
      },
      { headers: HOSTILE },
    );
    expect(res.statusCode).toBe(200);
    const sent = mail.at(-1)!;
    expect(sent.text).toContain(`${f.config.publicUrl}/documento/`);
    expect(sent.html).toContain(`<a href="${f.config.publicUrl}/documento/`);
    expect(`${sent.text}${sent.html}`).not.toContain('atacante');
  });
});
