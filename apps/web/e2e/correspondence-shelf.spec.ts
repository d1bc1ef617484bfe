import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { axeViolations } from './support/axe.ts';

const BLOCK = 'Bloco B';
const UNIT = '302';
const PARCELS = [
  { destinatario: 'Gustavo Prateleira Nunes', categoria: 'PACOTE', tamanho: 'Grande', prateleira: 'p7' },
  { destinatario: 'Helena Prateleira Dias', categoria: 'ENVELOPE', tamanho: 'Pequeno', prateleira: '' },
] as const;

const app = useRealApp();
let page: Page;

beforeAll(async () => {
  page = await app.openPage();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
});

const flow = () => page.getByRole('dialog', { name: 'Correspondência e Entregas' });
const tile = () => page.getByRole('button', { name: 'Correspondência e Entregas', exact: true });

/** The tile's description, where the count is ('N aguardando'): what a screen reader says after the title. */
const description = async () => {
  const id = await tile().getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`).innerText() : '';
};
const tileCount = async () => {
  let text = '';
  await expect
    .poll(async () => {
      text = await description();
      return /\d+ aguardando/.test(text);
    })
    .toBe(true);
  return Number(/(\d+) aguardando/.exec(text)![1]);
};

const openFlow = async () => {
  await page.goto('/dashboard');
  await tile().click();
  await flow().getByText(M.homeQuestion).waitFor();
};

const registerParcels = async () => {
  await openFlow();
  const dialog = flow();
  await dialog.getByRole('button', { name: M.optionRegister }).click();
  await dialog.getByRole('radio', { name: BLOCK }).click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  await dialog.getByRole('radio', { name: UNIT, exact: true }).click();
  await dialog.getByRole('button', { name: 'Avançar' }).click();
  for (const [i, parcel] of PARCELS.entries()) {
    if (i > 0) await dialog.getByRole('button', { name: M.newSameUnit }).click();
    await dialog.getByRole('heading', { name: M.formTitle }).waitFor();
    await dialog.getByLabel('Destinatário').fill(parcel.destinatario);
    await dialog.getByRole('radio', { name: parcel.categoria, exact: true }).click();
    await dialog.getByRole('radio', { name: parcel.tamanho, exact: true }).click();
    if (parcel.prateleira) {
      // A shelf label read by the scanner: typed fast and ended by Enter, which must not send the form.
      await dialog.getByLabel(M.prateleira).click();
      await page.keyboard.type(parcel.prateleira);
      await page.keyboard.press('Enter');
      expect(await dialog.getByLabel(M.prateleira).inputValue()).toBe(parcel.prateleira.toUpperCase());
      expect(await dialog.getByText(M.registerSuccess).count()).toBe(0);
      await shot(page, 'correspondencia-prateleira-cadastro-1366x768');
    }
    await dialog.getByRole('button', { name: M.submitRegister }).click();
    await dialog.getByText(M.registerSuccess).waitFor();
  }
};

describe('prateleira de encomendas no navegador', () => {
  test('cadastra com local na prateleira, vê as idades, filtra, busca, baixa o CSV e o total no quadro', async () => {
    const before = await tileCount();
    // The demo has parcels waiting for days: some are already late.
    expect(before).toBeGreaterThan(0);
    await registerParcels();
    await page.goto('/dashboard');
    await expect.poll(() => tileCount()).toBe(before + 2);
    await shot(page, 'correspondencia-prateleira-quadro-1366x768');

    await openFlow();
    await flow().getByRole('button', { name: M.optionShelf }).click();
    const table = flow().getByRole('table', { name: M.shelfTitle });
    await table.waitFor();
    await flow()
      .getByText(`${before + 2} aguardando · Alerta a partir de 7 dias`)
      .waitFor();
    const rows = table.getByRole('row');
    // Oldest first: the demo's late parcels on top, today's at the end.
    expect(await rows.nth(1).innerText()).toContain(M.shelfLate);
    expect(await table.getByText(M.shelfLate).count()).toBeGreaterThan(0);
    const ours = rows.filter({ hasText: PARCELS[0].destinatario });
    expect(await ours.innerText()).toContain('P7');
    expect(await ours.innerText()).toContain('Hoje');
    await shot(page, 'correspondencia-prateleira-1366x768');
    expect(await axeViolations(page)).toEqual([]);

    // The search ignores case and finds the shelf position.
    await flow().getByRole('searchbox', { name: M.shelfSearch }).fill('p7');
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).innerText()).toContain(PARCELS[0].destinatario);
    await flow().getByRole('searchbox', { name: M.shelfSearch }).fill('prateleira');
    await expect.poll(() => rows.count()).toBe(3);

    await flow().getByRole('combobox', { name: M.shelfCategory }).click();
    await page.getByRole('option', { name: 'Envelope' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).innerText()).toContain(PARCELS[1].destinatario);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      flow().getByRole('button', { name: M.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^prateleira-correspondencias-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!))
      .subarray(3)
      .toString('utf8')
      .trim()
      .split('\r\n')
      .map((l) => l.split(';'));
    const header = lines[0]!;
    expect(header).toContain(M.colPrateleira);
    expect(
      lines.slice(1).map((r) => [r[header.indexOf('Destinatário')], r[header.indexOf(M.colDiasAguardando)]]),
    ).toEqual([[PARCELS[1].destinatario, '0']]);

    // Only the late ones: today's parcels leave the list, and the search empties it.
    await flow().getByRole('combobox', { name: M.shelfAge }).click();
    await page.getByRole('option', { name: 'Aguardando há pelo menos 7 dias' }).click();
    await flow().getByText(M.shelfEmptyFiltered).waitFor();
    await shot(page, 'correspondencia-prateleira-vazia-1366x768');

    // 'Liberar' opens the release on that parcel's unit.
    await flow().getByRole('searchbox', { name: M.shelfSearch }).fill('');
    await flow().getByRole('combobox', { name: M.shelfAge }).click();
    await page.getByRole('option', { name: M.shelfAnyAge }).click();
    await flow().getByRole('combobox', { name: M.shelfCategory }).click();
    await page.getByRole('option', { name: M.shelfAllCategories }).click();
    await flow().getByRole('searchbox', { name: M.shelfSearch }).fill('gustavo');
    await expect.poll(() => rows.count()).toBe(2);
    await rows
      .nth(1)
      .getByRole('button', { name: /^Liberar encomenda de / })
      .click();
    await flow().getByText(`${PARCELS[0].destinatario} · ${M.colPrateleira} P7`).waitFor();
    expect(
      await flow()
        .getByRole('checkbox', { name: /^Cód\.\d+ - / })
        .count(),
    ).toBeGreaterThanOrEqual(2);
    await shot(page, 'correspondencia-prateleira-liberar-1366x768');
  });
});
