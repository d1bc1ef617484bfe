import { describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import type { JobQueue } from './job-queue.ts';
import type { ClaimedJob, NewJob } from './jobs.repository.ts';
import type { EmailMessage, SmsMessage } from './providers.ts';
import { LINK_SLOT, messagesFor, noticeHandlers, queueNotices } from './notices.ts';

const claimed = (id: number) => ({ id }) as ClaimedJob;

/** The handlers with providers that keep what they were asked to send. */
const capture = () => {
  const sms: SmsMessage[] = [];
  const email: EmailMessage[] = [];
  const handlers = noticeHandlers({
    sms: { name: 'teste', send: async (m) => void sms.push(m) },
    email: { name: 'teste', send: async (m) => void email.push(m) },
  });
  return { handlers, sms, email };
};

describe('avisos aos moradores', () => {
  test('o mesmo aviso a cada morador por e-mail e por SMS, conforme o contato que tem, chamando-o pelo primeiro nome', () => {
    const names: string[] = [];
    const messages = messagesFor(
      [
        { nome: 'Ana Souza Lima', email: 'ana@exemplo.com.br', telefone: '11982345678' },
        { nome: 'Bruno', email: null, telefone: '11987654321' },
        { nome: 'Carla Dias', email: 'carla@exemplo.com.br', telefone: null },
        { nome: 'Davi Sem Contato', email: null, telefone: null },
      ],
      'encomenda',
      (firstName) => {
        names.push(firstName);
        return { subject: `Assunto ${firstName}`, text: `Texto ${firstName}`, sms: `SMS ${firstName}` };
      },
    );
    expect(names).toEqual(['Ana', 'Bruno', 'Carla', 'Davi']);
    expect(messages).toEqual([
      {
        channel: 'email',
        nome: 'Ana Souza Lima',
        to: 'ana@exemplo.com.br',
        subject: 'Assunto Ana',
        text: 'Texto Ana',
        purpose: 'encomenda',
      },
      { channel: 'sms', nome: 'Ana Souza Lima', to: '11982345678', body: 'SMS Ana', purpose: 'encomenda' },
      { channel: 'sms', nome: 'Bruno', to: '11987654321', body: 'SMS Bruno', purpose: 'encomenda' },
      {
        channel: 'email',
        nome: 'Carla Dias',
        to: 'carla@exemplo.com.br',
        subject: 'Assunto Carla',
        text: 'Texto Carla',
        purpose: 'encomenda',
      },
    ]);
  });

  test('cada mensagem vira uma tarefa da entidade, com o nome do morador, as tentativas da fila e a hora da mudança', async () => {
    const added: { tx: unknown; rows: NewJob[] }[] = [];
    const queue = {
      settings: { maxAttempts: 4 },
      add: async (tx: Database, rows: NewJob[]) => {
        added.push({ tx, rows });
        return rows.map((_, i) => i + 100);
      },
    } as unknown as JobQueue;
    const tx = {} as Database;
    const at = new Date('2024-10-01T12:00:00.000Z');
    const ids = await queueNotices(queue, tx, { idCondo: 1001, entidade: 'reserva', idEntidade: 7, at }, [
      { channel: 'email', nome: 'Ana', to: 'ana@exemplo.com.br', subject: 's', text: 't', purpose: 'reserva' },
      {
        channel: 'sms',
        nome: 'Ana',
        to: '11982345678',
        body: 'b',
        purpose: 'reserva',
        linkBase: 'https://x/',
        segredo: 'k',
      },
    ]);
    expect(ids).toEqual([100, 101]);
    expect(added).toHaveLength(1);
    expect(added[0]!.tx).toBe(tx);
    const common = { idCondo: 1001, entidade: 'reserva', idEntidade: 7, nome: 'Ana', maxAttempts: 4, runAt: at };
    expect(added[0]!.rows).toEqual([
      {
        ...common,
        kind: 'aviso.email',
        payload: { to: 'ana@exemplo.com.br', subject: 's', text: 't', purpose: 'reserva' },
      },
      {
        ...common,
        kind: 'aviso.sms',
        payload: { to: '11982345678', body: 'b', purpose: 'reserva', linkBase: 'https://x/', segredo: 'k' },
      },
    ]);
  });

  test('SMS: o link secreto entra em cada lugar marcado; sem segredo o texto sai como está; a chave é aviso-<id>', async () => {
    const { handlers, sms } = capture();
    const body = `Abra ${LINK_SLOT} ou copie ${LINK_SLOT}`;
    await handlers['aviso.sms'](
      { to: '1', body, purpose: 'convite', linkBase: 'https://p/c/', segredo: 'S1' },
      claimed(3),
    );
    await handlers['aviso.sms']({ to: '2', body, purpose: 'convite', segredo: 'S2' }, claimed(4));
    await handlers['aviso.sms'](
      { to: '3', body: 'Sem link', purpose: 'encomenda', linkBase: 'https://p/' },
      claimed(5),
    );
    expect(sms).toEqual([
      { to: '1', body: 'Abra https://p/c/S1 ou copie https://p/c/S1', purpose: 'convite', key: 'aviso-3' },
      { to: '2', body: 'Abra S2 ou copie S2', purpose: 'convite', key: 'aviso-4' },
      { to: '3', body: 'Sem link', purpose: 'encomenda', key: 'aviso-5' },
    ]);
  });

  test('e-mail: texto com o link no lugar marcado e HTML refeito do texto; sem segredo, nenhum link; a chave é aviso-<id>', async () => {
    const { handlers, email } = capture();
    const text = `Olá.\nAcesse: ${LINK_SLOT}`;
    await handlers['aviso.email'](
      { to: 'a@b.com.br', subject: 'Documento', text, purpose: 'documento', linkBase: 'https://p/d/', segredo: 'T' },
      claimed(8),
    );
    await handlers['aviso.email'](
      { to: 'c@d.com.br', subject: 'Só segredo', text, purpose: 'documento', segredo: 'https://q/T2' },
      claimed(9),
    );
    await handlers['aviso.email'](
      { to: 'e@f.com.br', subject: 'Encomenda', text: 'Chegou.', html: '<b>velho</b>', purpose: 'encomenda' },
      claimed(10),
    );
    expect(email).toEqual([
      {
        to: 'a@b.com.br',
        subject: 'Documento',
        text: 'Olá.\nAcesse: https://p/d/T',
        html: '<p>Olá.<br>Acesse: <a href="https://p/d/T">https://p/d/T</a></p>',
        purpose: 'documento',
        key: 'aviso-8',
      },
      {
        to: 'c@d.com.br',
        subject: 'Só segredo',
        text: 'Olá.\nAcesse: https://q/T2',
        html: '<p>Olá.<br>Acesse: <a href="https://q/T2">https://q/T2</a></p>',
        purpose: 'documento',
        key: 'aviso-9',
      },
      {
        to: 'e@f.com.br',
        subject: 'Encomenda',
        text: 'Chegou.',
        html: '<p>Chegou.</p>',
        purpose: 'encomenda',
        key: 'aviso-10',
      },
    ]);
  });
});
