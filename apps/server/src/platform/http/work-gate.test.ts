import { MESSAGES } from '@portaria/shared';
import { expect, test } from 'vitest';
import { isHttpError } from './http-error.ts';
import { createWorkGate } from './work-gate.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};
const nextTurn = () => new Promise((r) => setImmediate(r));

test('no máximo N trabalhos ao mesmo tempo, os seguintes esperam na fila na ordem de chegada', async () => {
  const gate = createWorkGate({ concurrency: 2, maxQueue: 5 });
  const blockers = Array.from({ length: 4 }, deferred);
  const order: number[] = [];
  const runs = blockers.map((b, i) =>
    gate.run(async () => {
      order.push(i);
      await b.promise;
      return i;
    }),
  );
  await nextTurn();
  expect(gate.load()).toEqual({ running: 2, waiting: 2 });
  expect(order).toEqual([0, 1]);
  blockers[1]!.resolve();
  await runs[1];
  await nextTurn();
  expect(order).toEqual([0, 1, 2]);
  for (const b of blockers) b.resolve();
  expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
  expect(gate.load()).toEqual({ running: 0, waiting: 0 });
});

test('com a fila cheia a recusa é imediata: 503 com Retry-After e mensagem em português', async () => {
  const gate = createWorkGate({ concurrency: 1, maxQueue: 1, retryAfterSeconds: 3 });
  const hold = deferred();
  const first = gate.run(() => hold.promise);
  const second = gate.run(async () => 'ok');
  const refused = await gate.run(async () => 'nunca').catch((error: unknown) => error);
  expect(isHttpError(refused)).toBe(true);
  expect(refused).toMatchObject({ statusCode: 503, message: MESSAGES.serverBusy, headers: { 'retry-after': '3' } });
  hold.resolve();
  await first;
  expect(await second).toBe('ok');
});

test('um trabalho que falha libera a vaga', async () => {
  const gate = createWorkGate({ concurrency: 1, maxQueue: 0 });
  await expect(gate.run(async () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
  expect(await gate.run(async () => 'depois')).toBe('depois');
});
