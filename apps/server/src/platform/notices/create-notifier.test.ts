import { describe, expect, test } from 'vitest';
import { loadConfig } from '../../config.ts';
import type { Notifier } from './providers.ts';
import { createNotifier, describeSmsDelivery, outboxAddress } from './create-notifier.ts';

const now = () => new Date('2024-10-01T12:00:00.000Z');

describe('escolha dos provedores pelo ambiente', () => {
  test('sem provedor e sem caixa de desenvolvimento, cada envio falha dizendo o canal (ninguém finge que saiu)', async () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    const { notifier, outbox } = createNotifier(config, now);
    expect(outbox).toBeUndefined();
    expect([notifier.sms.name, notifier.email.name]).toEqual(['none', 'none']);
    await expect(notifier.sms.send({ to: '1', body: 'x', purpose: 'p' })).rejects.toThrow(
      'nenhum provedor de SMS configurado',
    );
    await expect(notifier.email.send({ to: 'a@b.c', subject: 's', text: 't', purpose: 'p' })).rejects.toThrow(
      'nenhum provedor de e-mail configurado',
    );
    expect(describeSmsDelivery(config, 'https://portaria.exemplo.com.br')).toBe(
      'SMS: nenhum provedor configurado (defina SMS_HTTP_URL); as mensagens não saem do servidor',
    );
  });

  test('com o gateway de SMS a caixa de desenvolvimento fica desligada; o terminal mostra só a origem do gateway', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      SMS_HTTP_URL: 'https://sms.exemplo.com.br/v1/enviar?conta=123',
      SMS_HTTP_TOKEN: 'segredo',
    });
    const { notifier, outbox } = createNotifier(config, now);
    expect(outbox).toBeUndefined();
    expect([notifier.sms.name, notifier.email.name]).toEqual(['http', 'none']);
    expect(describeSmsDelivery(config, 'http://localhost:3000')).toBe(
      'SMS: provedor HTTP em https://sms.exemplo.com.br',
    );
  });

  test('provedores dados pelo chamador (testes) valem para os dois canais; a caixa continua existindo quando ligada', async () => {
    const override: Notifier = {
      sms: { name: 'meu-sms', send: async () => undefined },
      email: { name: 'meu-email', send: async () => undefined },
    };
    const { notifier, outbox } = createNotifier(loadConfig({ NODE_ENV: 'development' }), now, override);
    expect(notifier).toBe(override);
    expect(outbox).toBeDefined();
    await outbox!.sms.send({ to: '1', body: 'direto na caixa', purpose: 'p' });
    expect(outbox!.list()).toMatchObject([{ body: 'direto na caixa', createdAt: '2024-10-01T12:00:00.000Z' }]);
    expect(createNotifier(loadConfig({ NODE_ENV: 'production' }), now, override).outbox).toBeUndefined();
  });

  test('o endereço da caixa de saída leva a chave codificada na URL', () => {
    const config = loadConfig({ NODE_ENV: 'development', DEV_OUTBOX_KEY: 'a b/c+d&e' });
    expect(outboxAddress(config, 'http://localhost:3000')).toBe(
      'http://localhost:3000/dev/outbox?key=a%20b%2Fc%2Bd%26e',
    );
  });
});
