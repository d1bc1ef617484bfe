import { afterEach, describe, expect, test } from 'vitest';
import { waitFor } from '@testing-library/react';
import { signInForTest } from '../test/test-utils';
import { getSession } from './session';
import { listenToOtherTabs, renewSession } from './session-sync';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

const otherTab = () => {
  const channel = new BroadcastChannel('portaria-sessao');
  const heard: unknown[] = [];
  channel.onmessage = (event) => heard.push(event.data);
  cleanups.push(() => channel.close());
  return { channel, heard };
};

describe('sessão compartilhada entre as abas do navegador', () => {
  test('a aba que renova o token avisa as outras com o token substituído e os valores novos', async () => {
    signInForTest();
    const { heard } = otherTab();
    renewSession('context-token', { token: 'token-novo', validUntil: '2099-01-01T00:00:00.000Z' });
    expect(getSession().token).toBe('token-novo');
    await waitFor(() =>
      expect(heard).toEqual([
        {
          type: 'renewed',
          previousToken: 'context-token',
          update: { token: 'token-novo', validUntil: '2099-01-01T00:00:00.000Z' },
        },
      ]),
    );
  });

  test('uma aba adota o token renovado na outra só quando tinha o token substituído', async () => {
    signInForTest({ token: 'token-desta-aba' });
    cleanups.push(listenToOtherTabs());
    const { channel } = otherTab();
    channel.postMessage({ type: 'renewed', previousToken: 'token-de-outra-sessao', update: { token: 'nao-e-meu' } });
    channel.postMessage({
      type: 'renewed',
      previousToken: 'token-desta-aba',
      update: { token: 'token-renovado', validUntil: '2099-01-01T00:00:00.000Z' },
    });
    await waitFor(() => expect(getSession().token).toBe('token-renovado'));
    expect(getSession().validUntil).toBe('2099-01-01T00:00:00.000Z');
    expect(getSession().user?.nome).toBe('Carlos Eduardo Souza');
  });
});
