import { expect, test } from 'vitest';
import { createAdmissionGate, type Release } from './admission-gate.ts';

test('deixa passar até o limite, enfileira na ordem de chegada e recusa além da fila', async () => {
  const gate = createAdmissionGate({ maxActive: 2, maxWaiting: 2, maxWaitMs: 60_000 });
  const order: string[] = [];
  const arrive = (name: string) => gate.enter().then((release) => (release && order.push(name), release));
  // All arrive in the same turn of the event loop, as requests read from several sockets at once.
  const arrivals = ['primeiro', 'segundo', 'terceiro', 'quarto', 'quinto'].map(arrive);
  expect(gate.waiting).toBe(4);
  expect(await arrivals[4]).toBeNull();

  const [first, second] = (await Promise.all(arrivals.slice(0, 2))) as Release[];
  expect({ active: gate.active, waiting: gate.waiting }).toEqual({ active: 2, waiting: 2 });
  first!();
  first!(); // a second release gives nothing back twice
  const third = await arrivals[2];
  expect(gate.active).toBe(2);
  second!();
  (await arrivals[3])!();
  third!();
  expect(order).toEqual(['primeiro', 'segundo', 'terceiro', 'quarto']);
  expect({ active: gate.active, waiting: gate.waiting }).toEqual({ active: 0, waiting: 0 });
});

test('recusa quem chega à frente da fila depois do tempo máximo, mesmo sem timer (laço ocupado)', async () => {
  let clock = 0;
  const gate = createAdmissionGate({ maxActive: 1, maxWaiting: 5, maxWaitMs: 3000 }, () => clock);
  const holder = gate.enter();
  const late = gate.enter();
  const release = await holder;
  clock = 3001; // the event loop was busy: the waiter's own timer has not run
  release!();
  expect(await late).toBeNull();
  expect({ active: gate.active, waiting: gate.waiting }).toEqual({ active: 0, waiting: 0 });
});

test('recusa quem espera demais com o laço livre e quem desiste, sem ocupar lugar', async () => {
  const gate = createAdmissionGate({ maxActive: 1, maxWaiting: 5, maxWaitMs: 50 });
  const holder = await gate.enter();
  const late = gate.enter();
  const abort = new AbortController();
  const leaving = gate.enter(abort.signal);
  abort.abort();
  expect(await leaving).toBeNull();
  expect(await late).toBeNull();
  expect({ active: gate.active, waiting: gate.waiting }).toEqual({ active: 1, waiting: 0 });
  holder!();
  expect(await gate.enter()).toBeTypeOf('function');
});
