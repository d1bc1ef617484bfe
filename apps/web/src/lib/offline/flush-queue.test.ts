import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { OFFLINE_MESSAGES } from '@portaria/shared/common/offline.messages';
import { fill } from '@portaria/shared/text';
import { ApiError } from '../api-client';
import { flushQueue, withKnownAnswers } from './flush-queue';
import type { SentWrite } from './send-write';
import { enqueueWrite, listWrites, resetWriteQueueForTests, saveWrite, type QueuedWrite } from './write-queue';

/**
 * Issue 35: the exit of a new visitor registered offline is made before its registration is sent. It waits in the
 * queue for the ids the registration and its entry answer, and is never sent without them.
 */
const OWNER = '1:1001';
const LABEL = 'Cadastro e entrada de Nélio Novo';

const registration = () =>
  enqueueWrite({
    key: 'cadastro',
    owner: OWNER,
    kind: 'visitante',
    momento: new Date().toISOString(),
    label: LABEL,
    request: { method: 'POST', path: '/controleacesso/visitantecomautorizacao', body: { nome: 'Nélio' } },
    meta: {},
  });

const exit = () =>
  enqueueWrite({
    key: 'saida',
    owner: OWNER,
    kind: 'saida',
    momento: new Date().toISOString(),
    label: 'Saída de Nélio Novo',
    request: {
      method: 'POST',
      path: '/controleacesso/logentrada',
      body: { tipo: 'SAIDA', idVisitanteUnidade: -1, idLogEntrada: null, idAutorizacao: null },
      after: {
        key: 'cadastro',
        label: LABEL,
        body: { idVisitanteUnidade: 'idVisitanteUnidade', idLogEntrada: 'idLogEntrada' },
      },
    },
    meta: { idVisitanteUnidade: -1 },
  });

/** The registration answers its ids, and its entry the visit's. */
const GIVEN = { idVisitante: 40, idVisitanteUnidade: 41, idAutorizacao: 42, idLogEntrada: 43, tipo: 'ENTRADA' };

const recorder = (refuse: (w: QueuedWrite) => boolean = () => false) => {
  const sent: QueuedWrite[] = [];
  const send = async (w: QueuedWrite): Promise<SentWrite> => {
    if (refuse(w)) throw new ApiError(409, 'Visitante já cadastrado nesta unidade.');
    sent.push(w);
    return { answer: GIVEN, given: w.key === 'cadastro' ? GIVEN : {} };
  };
  return { sent, send };
};

beforeEach(async () => {
  await resetWriteQueueForTests();
  globalThis.indexedDB = new IDBFactory();
});

afterEach(resetWriteQueueForTests);

describe('um registro que depende da resposta de outro feito sem conexão', () => {
  test('vai depois do cadastro, com a visita que o cadastro e a entrada responderam', async () => {
    await registration();
    await exit();
    const { sent, send } = recorder();
    expect(await flushQueue(OWNER, send)).toEqual({ sent: 2, refused: 0, isStopped: false });
    expect(sent.map((w) => w.key)).toEqual(['cadastro', 'saida']);
    expect(sent[1]!.request).toEqual({
      method: 'POST',
      path: '/controleacesso/logentrada',
      body: { tipo: 'SAIDA', idVisitanteUnidade: 41, idLogEntrada: 43, idAutorizacao: null },
    });
    expect(await listWrites(OWNER)).toEqual([]);
    // One made just after the registration went (its card still on screen) is filled at once from the answer.
    const late = withKnownAnswers({
      method: 'POST',
      path: '/controleacesso/logentrada',
      body: { tipo: 'SAIDA' },
      after: { key: 'cadastro', label: LABEL, body: { idLogEntrada: 'idLogEntrada' } },
    });
    expect(late).toEqual({
      method: 'POST',
      path: '/controleacesso/logentrada',
      body: { tipo: 'SAIDA', idLogEntrada: 43 },
    });
  });

  test('com o cadastro recusado, espera nas pendências sem ir ao servidor; aceito o cadastro, vai em seguida', async () => {
    await registration();
    await exit();
    let isRefused = true;
    const { sent, send } = recorder((w) => w.key === 'cadastro' && isRefused);
    expect(await flushQueue(OWNER, send)).toEqual({ sent: 0, refused: 2, isStopped: false });
    expect(sent).toEqual([]);
    const [refusedRegistration, waiting] = await listWrites(OWNER);
    expect(waiting).toMatchObject({
      key: 'saida',
      status: 'refused',
      reason: fill(OFFLINE_MESSAGES.waitsFor, { registro: LABEL }),
    });
    // 'Reenviar' on the exit alone: still not sent, with the same reason.
    await saveWrite({ ...waiting!, status: 'pending' });
    expect(await flushQueue(OWNER, send)).toEqual({ sent: 0, refused: 1, isStopped: false });
    expect(sent).toEqual([]);
    // The registration corrected and sent again: the exit follows in the same run, with the visit's ids.
    isRefused = false;
    await saveWrite({ ...refusedRegistration!, status: 'pending', reason: undefined });
    expect(await flushQueue(OWNER, send)).toEqual({ sent: 2, refused: 0, isStopped: false });
    expect(sent.map((w) => [w.key, (w.request.body as { idLogEntrada: number }).idLogEntrada])).toEqual([
      ['cadastro', undefined],
      ['saida', 43],
    ]);
    expect(await listWrites(OWNER)).toEqual([]);
  });
});
