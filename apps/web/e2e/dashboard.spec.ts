import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { greeting } from '@portaria/shared/messages';
import { shot, TABLET } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';

const ALL_TILES = [
  'Controle de Acesso',
  'Correspondência e Entregas',
  'Reservas e Bloqueios',
  'Ocorrências',
  'Veículos',
  'Documentos',
];
// 7310's doorkeeper role: access control (without biometrics, decision 078), correspondence, occurrences, vehicles.
const SINGLE_BLOCK_TILES = ['Controle de Acesso', 'Correspondência e Entregas', 'Ocorrências', 'Veículos'];

const app = useRealApp();

const tileNames = async (page: Page) => {
  const names: string[] = [];
  for (const title of ALL_TILES) {
    if (await page.getByRole('button', { name: title, exact: true }).isVisible()) names.push(title);
  }
  return names;
};

const loginAsDoorkeeper = async (page: Page) => {
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
  await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).waitFor();
  expect(await page.title()).toBe('Painel · Portaria');
};

describe('painel', () => {
  test('porteiro entra, vê os cartões do papel e a saudação com o primeiro nome', async () => {
    const page = await app.openPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await shot(page, 'login-1366x768');
    // The dashboard's code is asked for while the sign-in runs (no blank page between the two): its request
    // starts before the sign-in's answer arrives.
    const events: string[] = [];
    page.on('request', (req) => {
      if (/\/assets\/dashboard-[^/]+\.js$/.test(new URL(req.url()).pathname)) events.push('chunk');
    });
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/auth/rbac/project/PORTARIA') events.push('signed-in');
    });
    await loginAsDoorkeeper(page);
    expect(events.slice(0, 2)).toEqual(['chunk', 'signed-in']);
    expect(await tileNames(page)).toEqual(ALL_TILES);
    const hour = await page.evaluate(() => new Date().getHours());
    const expected = `${greeting(new Date(2000, 0, 1, hour))}, ${DEMO.doorkeeper.firstName}`;
    await expect.poll(() => page.getByText(expected).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(DEMO.multiBlock.nome).first().isVisible()).toBe(true);
    await shot(page, 'dashboard-1366x768');
    await page.context().close();
  });

  test('trocar o condomínio na referência troca os cartões', async () => {
    const page = await app.openPage();
    await loginAsDoorkeeper(page);
    await page.getByLabel('Referência').click();
    await page.getByRole('option', { name: DEMO.singleBlock.label }).click();
    await expect.poll(() => tileNames(page), { timeout: 15_000 }).toEqual(SINGLE_BLOCK_TILES);
    await expect.poll(() => page.getByText(DEMO.singleBlock.nome).first().isVisible()).toBe(true);
    // the choice survives a reload: the session lives in sessionStorage
    await page.reload();
    await expect.poll(() => tileNames(page), { timeout: 15_000 }).toEqual(SINGLE_BLOCK_TILES);
    await page.getByLabel('Referência').click();
    await page.getByRole('option', { name: DEMO.multiBlock.label }).click();
    await expect.poll(() => tileNames(page), { timeout: 15_000 }).toEqual(ALL_TILES);
    await page.context().close();
  });

  test('login e painel no tablet 768x1024', async () => {
    const page = await app.openPage(TABLET);
    await page.goto('/');
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await shot(page, 'login-768x1024');
    await loginAsDoorkeeper(page);
    await shot(page, 'dashboard-768x1024');
    await page.context().close();
  });
});
