import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shiftPageClock } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { axeViolations } from './support/axe.ts';
import { screenSettled } from './support/settled.ts';

const saoPauloDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
const year = Number(saoPauloDay(new Date()).slice(0, 4));
const nextYear = year + 1;
// Issue 28 item 5: the case is November's desk booking January, so the server and the browser live on the
// 25th of November of this year, whatever the real date (support/shifted-clock.mjs, shiftPageClock). The server
// seeds the demo itself on that clock: its bookings stay around that day, none in next year's January. The Salão de
// Festas takes bookings 1 to 90 days ahead: the 4th of next January is 40 days ahead.
const SHIFT_MS = Date.parse(`${year}-11-25T10:00:00-03:00`) - Date.now();
const preload = fileURLToPath(new URL('./support/shifted-clock.mjs', import.meta.url));
const app = useRealApp(
  { NODE_OPTIONS: `--import ${preload}`, PORTARIA_E2E_CLOCK_SHIFT_MS: String(SHIFT_MS) },
  {},
  { isSeededByServer: true },
);
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-res';
const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);
const shot = async (page: Page, name: string) => {
  await screenSettled(page);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const target = `${nextYear}-01-04`;
const targetLabel = `4 de janeiro de ${nextYear}`;

/** The focused day of the calendar ('YYYY-MM-DD'). */
const focusedDay = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.day ?? '');

/** Drives the month calendar by keys only: Page Down to the month, then arrows to the day, Enter. */
const keyToDay = async (page: Page, day: string) => {
  for (let i = 0; i < 24 && (await focusedDay(page)).slice(0, 7) < day.slice(0, 7); i += 1)
    await page.keyboard.press('PageDown');
  for (let i = 0; i < 40; i += 1) {
    const from = await focusedDay(page);
    const diff = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
    if (diff === 0) break;
    await page.keyboard.press(diff >= 7 ? 'ArrowDown' : diff <= -7 ? 'ArrowUp' : diff > 0 ? 'ArrowRight' : 'ArrowLeft');
  }
  expect(await focusedDay(page)).toBe(day);
  await page.keyboard.press('Enter');
};

describe('reserva do ano seguinte, pelo teclado, cancelada pela portaria', () => {
  test('reserva o Salão de Festas em 4 de janeiro do ano seguinte pelo teclado, acha o ano em Reservas agendadas e cancela', async () => {
    const page = await app.openPage();
    await shiftPageClock(page, SHIFT_MS);
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'Reservas e Bloqueios', exact: true }).click();
    const flow = page.getByRole('dialog', { name: 'Reservas e Bloqueios' });
    await flow.getByRole('button', { name: 'Reservar' }).click();
    await flow.getByRole('radio', { name: 'Bloco A', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: '101', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: /^Salão de Festas/ }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await visible(flow.getByText('Selecione um dia para verificar a disponibilidade de horários'));

    // One Tab stop: from the next-month arrow, Tab lands on one day of the grid, never walks the 30 days.
    await flow.getByRole('button', { name: 'Próximo mês' }).focus();
    await page.keyboard.press('Tab');
    expect(await focusedDay(page)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The page lives on the server's day: the calendar opened on November of this year.
    expect((await focusedDay(page)).slice(0, 7)).toBe(`${year}-11`);
    expect(await flow.locator('table button[tabindex="0"]').count()).toBe(1);
    await keyToDay(page, target);
    expect(await flow.getByRole('button', { name: targetLabel, exact: true }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    const slot = flow.getByRole('button', { name: '10:00 às 16:00', exact: true });
    await visible(slot);
    // The day's bookings of the area (spec §2.9): none yet on that day.
    await visible(flow.getByRole('heading', { name: 'Reservas do dia' }));
    await visible(flow.getByText('Nenhuma reserva neste dia.'));
    await slot.click();
    await shot(page, 'reservations-next-year-keyboard-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await flow.getByRole('button', { name: 'Reservar', exact: true }).click();
    await visible(flow.getByRole('heading', { name: 'Reserva realizada com sucesso!' }));
    // The success screen's own Fechar (the dialog's X is the first one of that name, decision 098).
    await flow.getByRole('button', { name: 'Fechar' }).last().click();

    // From the desk's list: the year chooser offers next year because it holds the booking.
    await page.getByRole('button', { name: 'Reservas e Bloqueios', exact: true }).click();
    await flow.getByRole('button', { name: 'Reservas agendadas' }).click();
    await flow.getByRole('radio', { name: /^Salão de Festas/ }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await visible(flow.getByText('Selecione ano e mês:'));
    await flow.getByRole('combobox', { name: 'Ano' }).click();
    const option = page.getByRole('option', { name: String(nextYear), exact: true });
    await visible(option);
    await shot(page, 'reservations-next-year-years-1366x768');
    await option.click();
    await flow.getByRole('button', { name: 'JAN', exact: true }).click();
    await shot(page, 'reservations-next-year-month-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await flow.getByRole('button', { name: 'Avançar' }).click();
    const cancel = flow.getByRole('button', { name: `Cancelar 04/01/${nextYear} 10:00 às 16:00` });
    await visible(cancel);
    await shot(page, 'reservations-next-year-list-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancelar Reserva' });
    await dialog.getByRole('button', { name: 'Confirmar Cancelamento de Reserva' }).click();
    const done = page.getByRole('dialog', { name: 'Reserva cancelada' });
    await visible(done);
    await done.getByRole('button', { name: 'OK' }).click();
    await visible(flow.getByText('Nenhuma reserva encontrada'));
    await page.context().close();
  }, 180_000);
});
