import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { flowOf } from './offline-flows.ts';

/** The screens the correspondence journeys work in, as a doorkeeper would. */

const TILE = 'Correspondência e Entregas';

export const correspondenceFlow = (page: Page) => flowOf(page, TILE);

/** From a freshly loaded dashboard (the session stays in the tab), whatever the previous test left open. */
export const openCorrespondenceHome = async (page: Page) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: TILE, exact: true }).click();
  await correspondenceFlow(page).getByText(M.homeQuestion).waitFor();
};

/** Yesterday and today in the browser's calendar, as a person types them in the date fields: DDMMYYYY. */
export const yesterdayAndToday = async (page: Page) => {
  const [yesterday, today] = await page.evaluate(() =>
    [-1, 0].map((offset) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return [d.getDate(), d.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('') + d.getFullYear();
    }),
  );
  return { yesterday: yesterday!, today: today! };
};

/** The history filter's period (DDMMYYYY, typed), block and unit; the unit list is closed afterwards. */
export const filterHistory = async (
  page: Page,
  flow: Locator,
  filter: { from: string; until: string; block: string; unit: string },
) => {
  await flow.getByRole('group', { name: M.periodFrom }).getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(filter.from);
  await flow.getByRole('group', { name: M.periodUntil }).getByRole('spinbutton', { name: 'Dia' }).click();
  await page.keyboard.type(filter.until);
  // The unit list opens once the block is chosen. On a CI machine at full load the block's option was once clicked
  // while its menu was still opening and the choice did not take (the unit list stayed disabled for 30 s): the block
  // is chosen again, at most twice, until the unit list opens.
  const units = flow.getByRole('combobox', { name: M.units });
  for (let attempt = 1; !(await units.isEnabled()); attempt++) {
    if (attempt > 3) throw new Error(`o bloco ${filter.block} não foi escolhido`);
    await flow.getByRole('combobox', { name: M.block }).click();
    await page.getByRole('option', { name: filter.block }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await units.waitFor({ state: 'visible' });
    await expect
      .poll(() => units.isEnabled(), { timeout: 5_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  await units.click();
  await page.getByRole('option', { name: filter.unit, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
};
