import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { addDays, todayIn } from '@portaria/shared/common/day';
import { fill } from '@portaria/shared/text';
import { hidden, openAccessControl, seriousViolations, visible } from './support/access-control.ts';
import { launchBrowser, newPage, shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { settled } from './support/settled.ts';
import { seededDataDir, startServer, type RunningServer } from './support/server.ts';

/**
 * Issue 28 items 1 and 8 (decision 094). Yesterday happens on a first server whose clock runs a day behind
 * (support/shifted-clock.mjs): visitors come in through the real API at 22:30 and 23:00 and never leave. The
 * journeys run on a second server, on the real clock, over the same data.
 */
const TODAY = todayIn(new Date());
const YESTERDAY = addDays(TODAY, -1);
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const OTAVIO = 'Otávio Pernoite Jornada';
const RENATA = 'Renata Dentro Jornada';
const PAULO = 'Paulo Duas Portarias';

/** A CPF with valid check digits from nine digits. */
const cpfOf = (nine: string) => {
  const digit = (s: string) => {
    const sum = [...s].reduce((total, c, i) => total + Number(c) * (s.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return String(rest === 10 ? 0 : rest);
  };
  const first = digit(nine);
  return nine + first + digit(nine + first);
};

const call = async (base: string, token: string | null, method: string, path: string, body?: object) => {
  const headers: Record<string, string> = {
    origem: 'PORTARIA',
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(body ? { 'content-type': 'application/json' } : {}),
  };
  const res = await fetch(`${base}/api${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return res.json();
};

/** The doorkeeper's context token in the demo condominium, as another desk (or yesterday's shift) holds it. */
const deskToken = async (base: string) => {
  const signIn = await call(base, null, 'POST', '/auth/rbac/project/PORTARIA?mode=AppPortaria', {
    user: DEMO.doorkeeper.cpf.replace(/\D/g, ''),
    password: DEMO.doorkeeper.password,
  });
  return (await call(base, signIn.token, 'POST', '/auth/rbac/context/1001')).token as string;
};

const unitOf = async (base: string, token: string, block: string, unit: string) => {
  const blocks = (await call(base, token, 'GET', '/condominios/v3/4521/blocos')).data as {
    idBloco: number;
    nome: string;
  }[];
  const idBloco = blocks.find((b) => b.nome === block)!.idBloco;
  const units = (await call(base, token, 'GET', `/condominios/v3/4521/unidades?idBloco=${idBloco}`)).data as {
    idUnidade: number;
    nome: string;
  }[];
  return units.find((u) => u.nome === unit)!.idUnidade;
};

/** An intercom visitor of the unit: { idVisitanteUnidade, ... }. */
const newVisitor = async (base: string, token: string, idUnidade: number, nome: string, nine: string) =>
  call(base, token, 'POST', '/controleacesso/visitantecomautorizacao', {
    visitanteUnidade: {
      visitante: { nome, cpf: cpfOf(nine), visitanteTipo: 'VISITANTE' },
      unidades: [{ id: idUnidade }],
    },
    autorizacao: { tipoAutorizacao: 'INTERFONAR' },
  }) as Promise<{ idVisitanteUnidade: number }>;

const quickEntry = (base: string, token: string, idVisitanteUnidade: number) =>
  call(base, token, 'POST', `/controleacesso/entradaesaida/automatico?idVisitanteUnidade=${idVisitanteUnidade}`);

let dataDir = '';
let server: RunningServer | undefined;
let browser: Browser | undefined;
let paulo = 0;

beforeAll(async () => {
  dataDir = seededDataDir();
  // Yesterday, 22:30 in São Paulo, on a server of its own.
  const shift = new Date(`${YESTERDAY}T22:30:00-03:00`).getTime() - Date.now();
  const preload = fileURLToPath(new URL('./support/shifted-clock.mjs', import.meta.url));
  const yesterday = await startServer(
    { NODE_OPTIONS: `--import ${preload}`, PORTARIA_E2E_CLOCK_SHIFT_MS: String(shift) },
    { dataDir },
  );
  try {
    const token = await deskToken(yesterday.url);
    const a101 = await unitOf(yesterday.url, token, 'Bloco A', '101');
    const b302 = await unitOf(yesterday.url, token, 'Bloco B', '302');
    const otavio = await newVisitor(yesterday.url, token, a101, OTAVIO, '281004117');
    const entered = await quickEntry(yesterday.url, token, otavio.idVisitanteUnidade);
    expect(entered.data).toMatch(new RegExp(`^${YESTERDAY}T22:3`));
    const renata = await newVisitor(yesterday.url, token, b302, RENATA, '281004118');
    await quickEntry(yesterday.url, token, renata.idVisitanteUnidade);
    paulo = (await newVisitor(yesterday.url, token, a101, PAULO, '281004119')).idVisitanteUnidade;
  } finally {
    await yesterday.stop();
  }
  server = await startServer({}, { dataDir });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const signIn = async () => {
  const page = await newPage(browser!, server!.url);
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
  return page;
};

const openEntries = async (page: Page) => {
  const flow = await openAccessControl(page);
  await flow.getByRole('button', { name: /Registro de entradas e saídas/ }).click();
  await visible(flow.getByRole('searchbox', { name: 'Buscar por visitante, empresa ou unidade' }));
  return flow;
};

const confirmIn = async (dialog: Locator, button: string) => {
  await visible(dialog);
  await settled(dialog);
  await expect.poll(() => dialog.getByRole('button', { name: button }).isEnabled(), { timeout: 15_000 }).toBe(true);
  await dialog.getByRole('button', { name: button }).click();
};

describe('visitas que passaram da meia-noite e entrada de quem já está dentro', () => {
  test('uma visita aberta de ontem é fechada hoje, com a hora real da saída', async () => {
    const page = await signIn();
    const flow = await openEntries(page);
    const open = flow.getByRole('list', { name: 'Visitas em aberto de dias anteriores' });
    await visible(open);
    await shot(page, 'overnight-entries-arrival-1366x768');
    await flow.getByRole('searchbox', { name: 'Buscar por visitante, empresa ou unidade' }).fill('jornada');
    const otavio = open.getByRole('listitem', { name: OTAVIO });
    await visible(otavio);
    expect(await otavio.textContent()).toMatch(new RegExp(`Entrou em ${ddmmyyyy(YESTERDAY)} 22:3\\d, há `));
    // Once the search has answered: oldest first, Otávio (22:30) before Renata (a few seconds later).
    const labels = () =>
      open.getByRole('listitem').evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
    await expect.poll(labels, { timeout: 15_000 }).toEqual([OTAVIO, RENATA]);
    await shot(page, 'overnight-entries-open-visits-1366x768');
    expect(await seriousViolations(page)).toEqual([]);

    await otavio.getByRole('button', { name: 'Registrar saída' }).click();
    await confirmIn(page.getByRole('dialog', { name: 'Registrar saída' }), 'Confirmar');
    const left = page.getByRole('dialog', { name: 'Saída registrada com sucesso!' });
    await visible(left);
    await left.getByRole('button', { name: 'Fechar' }).click();
    await hidden(otavio);
    await visible(open.getByRole('listitem', { name: RENATA }));

    // Yesterday's card: the entry of yesterday, the exit of now (today's clock, not midnight).
    await flow.getByRole('button', { name: 'Dia anterior' }).click();
    const card = flow.getByRole('list', { name: 'Entradas e saídas do dia' }).getByRole('listitem', { name: OTAVIO });
    await visible(card);
    const now = new Date();
    const hhmm = (d: Date) =>
      d.toLocaleTimeString('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' });
    const text = (await card.textContent()) ?? '';
    expect(text).toMatch(/Entrada registrada 22:3\d/);
    expect(
      [hhmm(now), hhmm(new Date(now.getTime() - 60_000)), hhmm(new Date(now.getTime() - 120_000))].some((t) =>
        text.includes(`Saída registrada ${t}`),
      ),
      text,
    ).toBe(true);
    // Not today's list: the section of earlier days is today's.
    expect(await open.count()).toBe(0);
  }, 300_000);

  test('a segunda entrada de quem está dentro é recusada, com a saída oferecida', async () => {
    const page = await signIn();
    const flow = await openEntries(page);

    // Renata came in yesterday and never left: the quick picker does not offer her entry, it offers her exit.
    await flow.getByRole('button', { name: 'Informar novo visitante' }).click();
    const picker = page.getByRole('dialog', { name: 'Informar novo visitante' });
    await visible(picker);
    await picker.getByRole('searchbox', { name: 'Buscar visitante' }).fill('renata dentro');
    await picker
      .getByRole('list', { name: 'Selecione o visitante' })
      .getByRole('button', { name: new RegExp(RENATA) })
      .click();
    const entry = page.getByRole('dialog', { name: 'Registrar entrada' });
    // Who and since when (the minute depends on how fast yesterday's server started: 22:3x).
    const inside = new RegExp(fill(M.visitorStillInside, { nome: RENATA, desde: `${ddmmyyyy(YESTERDAY)} 22:3\\d` }));
    await visible(entry.getByText(inside));
    await visible(entry.getByText('Bloco B | 302'));
    expect(await entry.getByRole('button', { name: 'Confirmar' }).count()).toBe(0);
    await settled(entry);
    await shot(page, 'overnight-entry-of-someone-inside-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    await confirmIn(entry, 'Registrar saída');
    const left = page.getByRole('dialog', { name: 'Saída registrada com sucesso!' });
    await visible(left);
    await left.getByRole('button', { name: 'Fechar' }).click();
    await hidden(left);

    // Two desks: this one is about to let Paulo in when the other desk does it first. The server refuses with who
    // and since when; the screen's own failure dialog says it and offers his exit.
    await flow.getByRole('button', { name: 'Informar novo visitante' }).click();
    await visible(picker);
    await picker.getByRole('searchbox', { name: 'Buscar visitante' }).fill('paulo duas');
    await picker
      .getByRole('list', { name: 'Selecione o visitante' })
      .getByRole('button', { name: new RegExp(PAULO) })
      .click();
    await visible(entry);
    await expect
      .poll(() => entry.getByRole('button', { name: 'Confirmar' }).isEnabled(), { timeout: 15_000 })
      .toBe(true);
    const otherDesk = await quickEntry(server!.url, await deskToken(server!.url), paulo);
    await entry.getByRole('button', { name: 'Confirmar' }).click();
    const failed = page.getByRole('dialog', { name: M.requestFailedTitle });
    await visible(failed);
    const since = `${ddmmyyyy(TODAY)} ${String(otherDesk.data).slice(11, 16)}`;
    expect(await failed.textContent()).toContain(fill(M.visitorStillInside, { nome: PAULO, desde: since }));
    await visible(failed.getByRole('button', { name: 'Registrar saída' }));
    await settled(failed);
    await shot(page, 'overnight-second-entry-refused-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    await failed.getByRole('button', { name: 'Registrar saída' }).click();
    await visible(page.getByRole('dialog', { name: 'Saída registrada com sucesso!' }));
  }, 300_000);
});
