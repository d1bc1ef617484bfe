import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../api-client';
import { mockFetch, signInForTest } from '../../test/test-utils';
import { flushQueue } from './flush-queue';
import { sendWrite } from './send-write';
import {
  dropExpiredWrites,
  enqueueWrite,
  listWrites,
  resetWriteQueueForTests,
  saveWrite,
  type NewWrite,
  type QueuedWrite,
} from './write-queue';
import { resetOfflineStateForTests } from './offline-store';

const CARLOS_4521 = '1:1001';

const write = (key: string, owner = CARLOS_4521, over: Partial<NewWrite> = {}): NewWrite => ({
  key,
  owner,
  kind: 'entrada',
  momento: new Date().toISOString(),
  label: `Entrada ${key}`,
  request: { method: 'POST', path: '/controleacesso/logentrada', body: { tipo: 'ENTRADA', idVisitanteUnidade: 7 } },
  meta: { idVisitanteUnidade: 7 },
  ...over,
});

beforeEach(async () => {
  await resetWriteQueueForTests();
  globalThis.indexedDB = new IDBFactory();
});

afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetOfflineStateForTests();
  await resetWriteQueueForTests();
});

describe('fila de registros feitos sem conexão', () => {
  test('envia os registros na ordem em que foram feitos e esvazia a fila', async () => {
    for (const key of ['k-1', 'k-2', 'k-3']) await enqueueWrite(write(key));
    const sent: string[] = [];
    const result = await flushQueue(CARLOS_4521, async (w) => void sent.push(w.key));
    expect(sent).toEqual(['k-1', 'k-2', 'k-3']);
    expect(result).toEqual({ sent: 3, refused: 0, isStopped: false });
    expect(await listWrites(CARLOS_4521)).toEqual([]);
  });

  test('a fila de uma pessoa nunca é lida nem enviada por outra pessoa, nem no outro condomínio da mesma pessoa', async () => {
    await enqueueWrite(write('carlos-4521'));
    await enqueueWrite(write('ana-4521', '2:1001'));
    await enqueueWrite(write('carlos-7000', '1:2002'));
    const sent: string[] = [];
    await flushQueue('2:1001', async (w) => void sent.push(w.key));
    expect(sent).toEqual(['ana-4521']);
    expect((await listWrites(CARLOS_4521)).map((w) => w.key)).toEqual(['carlos-4521']);
    expect((await listWrites('1:2002')).map((w) => w.key)).toEqual(['carlos-7000']);
  });

  test('sem resposta da rede, para e guarda o resto; o reenvio leva a mesma chave e o mesmo momento', async () => {
    await enqueueWrite(write('k-1', CARLOS_4521, { momento: '2026-11-30T09:15:00.000Z' }));
    await enqueueWrite(write('k-2'));
    const attempts: QueuedWrite[] = [];
    let isNetworkDown = true;
    const send = async (w: QueuedWrite) => {
      attempts.push(w);
      if (isNetworkDown) throw new ApiError(0, 'Sem conexão');
    };
    expect(await flushQueue(CARLOS_4521, send)).toEqual({ sent: 0, refused: 0, isStopped: true });
    expect(attempts.map((w) => w.key)).toEqual(['k-1']);
    isNetworkDown = false;
    expect(await flushQueue(CARLOS_4521, send)).toEqual({ sent: 2, refused: 0, isStopped: false });
    expect(attempts.map((w) => [w.key, w.momento])).toEqual([
      ['k-1', '2026-11-30T09:15:00.000Z'],
      ['k-1', '2026-11-30T09:15:00.000Z'],
      ['k-2', attempts[2]!.momento],
    ]);
  });

  test('uma recusa do servidor vai para as pendências com o motivo, e os registros seguintes são enviados', async () => {
    await enqueueWrite(write('k-1', CARLOS_4521, { kind: 'retirada' }));
    await enqueueWrite(write('k-2'));
    const send = async (w: QueuedWrite) => {
      if (w.key === 'k-1') throw new ApiError(409, 'Já retirada por Ana Souza às 14:05.');
    };
    expect(await flushQueue(CARLOS_4521, send)).toEqual({ sent: 1, refused: 1, isStopped: false });
    const [refused, ...rest] = await listWrites(CARLOS_4521);
    expect(rest).toEqual([]);
    expect(refused).toMatchObject({ key: 'k-1', status: 'refused', reason: 'Já retirada por Ana Souza às 14:05.' });
    // A refused write is not sent again by itself: only the pendências' 'Reenviar' puts it back.
    const again: string[] = [];
    await flushQueue(CARLOS_4521, async (w) => void again.push(w.key));
    expect(again).toEqual([]);
  });

  test('uma sessão expirada (401) para o envio e guarda a fila para o próximo login da mesma pessoa', async () => {
    await enqueueWrite(write('k-1'));
    const result = await flushQueue(CARLOS_4521, async () => {
      throw new ApiError(401, 'Sessão expirada');
    });
    expect(result.isStopped).toBe(true);
    expect((await listWrites(CARLOS_4521)).map((w) => [w.key, w.status])).toEqual([['k-1', 'pending']]);
  });

  test('registros com mais de 7 dias saem do computador da portaria', async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000).toISOString();
    await enqueueWrite(write('old', CARLOS_4521, { momento: eightDaysAgo }));
    await enqueueWrite(write('new'));
    await dropExpiredWrites();
    expect((await listWrites(CARLOS_4521)).map((w) => w.key)).toEqual(['new']);
  });
});

describe('envio de um registro guardado', () => {
  test('leva a Idempotency-Key e o momento da ação; a foto guardada sobe antes do cadastro', async () => {
    signInForTest();
    const calls: { key: string; headers: Record<string, string>; body: unknown }[] = [];
    mockFetch({
      'GET /api/lelloutil/api/aws/presigned-url/put': {
        body: { url: 'http://localhost/upload/abc', fileName: 'a'.repeat(32), expiresIn: 900 },
      },
      'PUT /upload/abc': { status: 200 },
      'POST /api/correspondencia/entrada': (url, init) => {
        calls.push({
          key: `${init.method} ${url.pathname}`,
          headers: init.headers as Record<string, string>,
          body: JSON.parse(String(init.body)),
        });
        return { status: 409, body: { message: 'recusado só para o teste' } };
      },
    });
    const stored = await enqueueWrite(
      write('k-photo', CARLOS_4521, {
        kind: 'correspondencia',
        momento: '2026-11-30T09:15:00.000Z',
        request: { method: 'POST', path: '/correspondencia/entrada', body: { unidade: 5, hashFoto: null } },
        photo: { blob: new Blob(['jpeg'], { type: 'image/jpeg' }), name: 'foto.jpg', field: 'hashFoto' },
      }),
    );
    await expect(sendWrite(stored)).rejects.toThrow('recusado só para o teste');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers).toMatchObject({ 'Idempotency-Key': 'k-photo', momento: '2026-11-30T09:15:00.000Z' });
    expect(calls[0]!.body).toEqual({ unidade: 5, hashFoto: 'a'.repeat(32) });
    // The uploaded name is kept: a resend does not upload the photo again.
    expect((await listWrites(CARLOS_4521))[0]!.photo?.hash).toBe('a'.repeat(32));
  });

  test('o novo visitante vai com a sua entrada: a recusa da entrada vai às pendências, e o reenvio repete o cadastro com a mesma chave', async () => {
    signInForTest();
    const calls: { path: string; key: string; momento: string; id: string | null }[] = [];
    let isEntryRefused = true;
    const record = (url: URL, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({
        path: url.pathname,
        key: headers['Idempotency-Key']!,
        momento: headers.momento!,
        id: url.searchParams.get('idVisitanteUnidade'),
      });
    };
    mockFetch({
      'POST /api/controleacesso/visitantecomautorizacao': (url, init) => {
        record(url, init);
        return { status: 201, body: { idVisitante: 70, idVisitanteUnidade: 71, idAutorizacao: 72 } };
      },
      'POST /api/controleacesso/entradaesaida/automatico': (url, init) => {
        record(url, init);
        return isEntryRefused
          ? { status: 409, body: { message: 'Ainda no condomínio.' } }
          : { status: 201, body: { idLogEntrada: 9 } };
      },
    });
    const momento = '2026-11-30T09:15:00.000Z';
    await enqueueWrite(
      write('k-visitor', CARLOS_4521, {
        kind: 'visitante',
        momento,
        request: { method: 'POST', path: '/controleacesso/visitantecomautorizacao', body: { nome: 'Ana' } },
        then: {
          key: 'k-entry',
          method: 'POST',
          path: '/controleacesso/entradaesaida/automatico',
          queryFromAnswer: { idVisitanteUnidade: 'idVisitanteUnidade' },
        },
      }),
    );
    expect(await flushQueue(CARLOS_4521, sendWrite)).toEqual({ sent: 0, refused: 1, isStopped: false });
    expect((await listWrites(CARLOS_4521))[0]).toMatchObject({ status: 'refused', reason: 'Ainda no condomínio.' });
    isEntryRefused = false;
    const [refused] = await listWrites(CARLOS_4521);
    // 'Reenviar' in the pendências.
    await saveWrite({ ...refused!, status: 'pending', reason: undefined });
    expect(await flushQueue(CARLOS_4521, sendWrite)).toEqual({ sent: 1, refused: 0, isStopped: false });
    const create = { path: '/api/controleacesso/visitantecomautorizacao', key: 'k-visitor', momento, id: null };
    const entry = { path: '/api/controleacesso/entradaesaida/automatico', key: 'k-entry', momento, id: '71' };
    expect(calls).toEqual([create, entry, create, entry]);
    expect(await listWrites(CARLOS_4521)).toEqual([]);
  });
});
