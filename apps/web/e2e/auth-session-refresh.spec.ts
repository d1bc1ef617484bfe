import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';

/**
 * The hourly refresh (spec 01 §4) in a real browser: the browser's clock is Playwright's, moved forward by hand,
 * while the server keeps real time (tokens of a normal 12-hour shift).
 */
const app = useRealApp();

const tokenOf = (p: Page) => p.evaluate(() => sessionStorage.getItem('token'));
const REFRESH = '**/api/auth/rbac/refresh/**';

const signIn = async (page: Page) => {
  await page.context().clock.install();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
  await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).waitFor();
};

/** The refresh went through: this tab's token changed from `before`. */
const renewedFrom = async (page: Page, before: string | null) => {
  await page.waitForFunction((old) => sessionStorage.getItem('token') !== old, before);
  return tokenOf(page);
};

describe('atualização horária da sessão', () => {
  test('sem rede e com o servidor fora do ar, a renovação tenta de novo e o porteiro continua conectado', async () => {
    const page = await app.openPage();
    await signIn(page);
    const first = await tokenOf(page);
    const attempts: string[] = [];
    await page.route(REFRESH, async (route) => {
      attempts.push(route.request().url());
      if (attempts.length === 1) return route.abort('internetdisconnected');
      if (attempts.length === 2)
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Servidor ocupado"}' });
      return route.continue();
    });
    await page.clock.fastForward('01:00:00');
    await expect.poll(() => attempts.length).toBe(1);
    await page.clock.fastForward('00:06');
    await expect.poll(() => attempts.length).toBe(2);
    await page.clock.fastForward('00:16');
    const renewed = await renewedFrom(page, first);
    expect(attempts).toHaveLength(3);
    expect(renewed).toBeTruthy();
    expect(page.url()).toMatch(/\/dashboard$/);
    expect(await page.getByText(MESSAGES.sessionExpired).count()).toBe(0);
    // The new token opens the areas: the tiles still answer.
    await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Correspondência e Entregas' })
      .getByRole('button', { name: M.optionRegister })
      .waitFor();
    await page.context().close();
  });

  test('a segunda aba continua conectada quando a primeira renova o token', async () => {
    const first = await app.openPage();
    await signIn(first);
    await first.clock.fastForward('00:30:00');
    // A second tab of the same browser, opened from the first (it starts with a copy of the session).
    const [second] = await Promise.all([
      first.context().waitForEvent('page'),
      first.evaluate(() => void window.open('/dashboard')),
    ]);
    await second.waitForURL('**/dashboard');
    await second.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).waitFor();
    const shared = await tokenOf(second);
    expect(shared).toBe(await tokenOf(first));

    // The first tab's hourly refresh comes due; the server replaces the token both tabs hold.
    await first.clock.fastForward('00:30:00');
    const renewed = await renewedFrom(first, shared);
    await expect.poll(() => tokenOf(second)).toBe(renewed);

    // The second tab works on with the new token and is not sent to the login.
    await second.bringToFront();
    await second.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).click();
    await second
      .getByRole('dialog', { name: 'Correspondência e Entregas' })
      .getByRole('button', { name: M.optionRegister })
      .waitFor();
    expect(second.url()).toMatch(/\/dashboard$/);
    expect(await second.getByText(MESSAGES.sessionExpired).count()).toBe(0);
    await first.context().close();
  });
});
