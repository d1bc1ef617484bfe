import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createNotifier } from './create-notifier.ts';
import { createSmtpEmailProvider, smtpTransportUrl } from './smtp-email.ts';
import { decoded, startLocalSmtp } from './smtp-email.test-support.ts';

describe('provedor de e-mail SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refuse(false);
  });

  test('entrega ao servidor SMTP com destinatário, assunto, texto e HTML em pt-BR', async () => {
    const email = createSmtpEmailProvider({ url: smtp.url, from: 'Portaria <nao-responda@portaria.test>' });
    try {
      const link = 'https://portaria.test/documento/abc_DEF-123';
      await email.send({
        to: 'maria@exemplo.com.br',
        subject: 'Documento do condomínio: Estatuto/Convenção',
        text: `Olá, Maria. Acesse o documento: ${link}`,
        html: `<p>Olá, Maria.</p><p><a href="${link}">Abrir documento</a></p>`,
        purpose: 'documento',
      });
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message!.from).toBe('nao-responda@portaria.test');
      expect(message!.to).toEqual(['maria@exemplo.com.br']);
      const body = decoded(message!.raw);
      expect(body).toMatch(/^Subject: Documento do condomínio: Estatuto\/Convenção$/m);
      expect(body).toContain('multipart/alternative');
      expect(body).toContain(`Olá, Maria. Acesse o documento: ${link}`);
      expect(body).toContain(`<a href="${link}">Abrir documento</a>`);
    } finally {
      email.close();
    }
  });

  test('a chave do aviso vira o Message-ID; sem HTML o e-mail é só texto', async () => {
    const email = createSmtpEmailProvider({ url: smtp.url, from: 'nao-responda@portaria.test' });
    try {
      await email.send({ to: 'a@b.com.br', subject: 'Encomenda', text: 'Chegou.', purpose: 'aviso', key: 'aviso-42' });
      await email.send({ to: 'c@d.com.br', subject: 'Outro', text: 'Sem chave.', purpose: 'aviso' });
      const [keyed, plain] = smtp.received.map((m) => decoded(m.raw));
      expect(keyed).toMatch(/^Message-ID: <aviso-42@portaria>$/m);
      expect(keyed).not.toContain('multipart/alternative');
      expect(keyed).not.toContain('text/html');
      expect(keyed).toMatch(/^Content-Type: text\/plain/m);
      expect(plain).not.toContain('aviso-');
      expect(plain).toMatch(/^Message-ID: <.+>$/m);
    } finally {
      email.close();
    }
  });

  test('recusa do servidor vira erro (quem chamou diz que o e-mail não saiu)', async () => {
    smtp.refuse(true);
    const email = createSmtpEmailProvider({ url: smtp.url, from: 'nao-responda@portaria.test' });
    try {
      await expect(email.send({ to: 'a@b.com.br', subject: 's', text: 't', purpose: 'teste' })).rejects.toThrow(/552/);
    } finally {
      email.close();
    }
  });

  test('servidor que aceita a conexão e não cumprimenta: o envio falha dentro do tempo limite', async () => {
    // Without the limit in the transport's options nodemailer waits 30 s for the greeting (longer than the test).
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const email = createSmtpEmailProvider({ url: `smtp://127.0.0.1:${port}`, from: 'a@b.com.br', timeoutMs: 200 });
    try {
      await expect(email.send({ to: 'a@b.com.br', subject: 's', text: 't', purpose: 'teste' })).rejects.toMatchObject({
        code: 'ETIMEDOUT',
      });
    } finally {
      email.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 5_000);

  test('os limites de tempo entram na consulta do SMTP_URL; um limite já escrito nele e o login são mantidos', () => {
    expect(smtpTransportUrl('smtp://usuario:s%40nha@smtp.exemplo.com.br:587', 15_000)).toBe(
      'smtp://usuario:s%40nha@smtp.exemplo.com.br:587?connectionTimeout=15000&greetingTimeout=15000&socketTimeout=15000',
    );
    expect(smtpTransportUrl('smtps://smtp.exemplo.com.br:465/?socketTimeout=60000&pool=true', 5000)).toBe(
      'smtps://smtp.exemplo.com.br:465/?socketTimeout=60000&pool=true&connectionTimeout=5000&greetingTimeout=5000',
    );
  });

  test('SMTP_URL e MAIL_FROM escolhem o SMTP para e-mail; o SMS continua na caixa de desenvolvimento', () => {
    const config = loadConfig({ NODE_ENV: 'development', SMTP_URL: smtp.url, MAIL_FROM: 'nao-responda@portaria.test' });
    const { notifier } = createNotifier(config, () => new Date());
    expect(notifier.email.name).toBe('smtp');
    expect(notifier.sms.name).toBe('dev-outbox');
    expect(createNotifier(loadConfig({ NODE_ENV: 'development' }), () => new Date()).notifier.email.name).toBe(
      'dev-outbox',
    );
    expect(() => loadConfig({ SMTP_URL: smtp.url })).toThrow('MAIL_FROM é obrigatório');
    expect(() => loadConfig({ SMTP_URL: 'http://x', MAIL_FROM: 'a@b.c' })).toThrow('SMTP_URL inválida');
  });
});
