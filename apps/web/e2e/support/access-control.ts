import { MESSAGES } from '@portaria/shared/messages';
import type { Locator, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { axeViolations } from './axe.ts';
import { settled } from './settled.ts';

/** Shared steps of the access-control journeys (access-control*.spec.ts). */
export const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
export const hidden = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(false);

/** Serious or critical axe violations of the page once its dialogs and transitions have settled. */
export const seriousViolations = async (page: Page) => {
  return axeViolations(page, { serious: true });
};

/** The dashboard tile 'Controle de Acesso', settled on 'O que deseja fazer?'. */
export const openAccessControl = async (page: Page) => {
  await page.getByRole('button', { name: 'Controle de Acesso', exact: true }).click();
  const flow = page.getByRole('dialog', { name: 'Controle de Acesso' });
  await visible(flow.getByText('O que deseja fazer?'));
  await settled(flow);
  return flow;
};

/** Menu option 2, a search by name, and the resident's detail dialog. */
export const openResidentDetail = async (page: Page, flow: Locator, nome: string) => {
  if (await flow.getByRole('button', { name: /Ver lista de moradores/ }).isVisible()) {
    await flow.getByRole('button', { name: /Ver lista de moradores/ }).click();
  }
  const list = flow.getByRole('list', { name: 'Moradores' });
  await visible(list);
  await flow.getByRole('searchbox', { name: 'Buscar morador por nome ou número do documento' }).fill(nome);
  const row = list.getByRole('button', { name: new RegExp(nome) });
  await visible(row);
  await row.click();
  const detail = page.getByRole('dialog', { name: nome });
  await visible(detail);
  await settled(detail);
  return detail;
};

type Failure = (route: Route) => Promise<void>;
const onCall = (path: RegExp, method: string) => (route: Route) =>
  route.request().method() === method && path.test(new URL(route.request().url()).pathname);

/**
 * The next `method` call to a path matching `path` fails as `fail` says (a 500, a dropped connection); every later
 * call reaches the real server. Resolves `failed` once the failure has been served.
 */
export const failOnce = async (page: Page, path: RegExp, method: string, fail: Failure) => {
  const isTarget = onCall(path, method);
  let hasFailed = false;
  await page.route('**/api/**', async (route) => {
    if (hasFailed || !isTarget(route)) return route.fallback();
    hasFailed = true;
    await fail(route);
  });
  return { hasFailed: () => hasFailed };
};

/** Every `method` call to `path` fails until `restore()` is called: the server down for a while. */
export const failUntilRestored = async (page: Page, path: RegExp, method: string, fail: Failure) => {
  const isTarget = onCall(path, method);
  let isDown = true;
  await page.route('**/api/**', async (route) => (isDown && isTarget(route) ? fail(route) : route.fallback()));
  return { restore: () => (isDown = false) };
};

/** What the server's one error handler answers for any 5xx. */
export const serverError: Failure = (route) =>
  route.fulfill({ status: 500, json: { message: MESSAGES.internalError } });
/** The connection drops (a network failure: no answer at all). */
export const networkFailure: Failure = (route) => route.abort('failed');
