import { describe, expect, test } from 'vitest';
import { AxeBuilder } from '@axe-core/playwright';
import { MESSAGES } from '@portaria/shared/messages';
import { TIMELINE_MESSAGES as T } from '@portaria/shared/timeline/timeline.messages';
import { foldText } from '@portaria/shared/text';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { settled } from './support/settled.ts';

const app = useRealApp();

/**
 * The day's timeline (spec 02 §2.5) on its own: opened from the dashboard, the day's events of every area, the
 * search that ignores accents and capitals, the day before and back, the empty answer with a filter, the keyboard.
 */
describe('linha do tempo do dia', () => {
  test('abre do painel com os eventos do dia, busca sem acentos, volta um dia e fecha devolvendo o foco', async () => {
    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    const opener = page.getByRole('button', { name: T.open });
    await opener.click();
    const timeline = page.getByRole('dialog', { name: T.title });
    const list = timeline.getByRole('list', { name: T.title });
    await list.waitFor();
    const rows = await list.getByRole('listitem').allInnerTexts();
    expect(rows.length).toBeGreaterThan(0);
    await timeline.getByText(rows.length === 1 ? '1 evento' : `${rows.length} eventos`, { exact: true }).waitFor();
    await settled(timeline);
    await shot(page, 'timeline-1366x768');
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

    // A word of the first event, typed in capitals and without its accents, keeps only the events that have it.
    const word = rows[0]!.split(/\s+/).find((w) => w.length >= 5 && /\p{L}/u.test(w))!;
    const typed = foldText(word).toUpperCase();
    await timeline.getByPlaceholder(T.search).fill(typed);
    const matching = rows.filter((row) => foldText(row).includes(foldText(word)));
    await timeline
      .getByText(matching.length === 1 ? '1 evento' : `${matching.length} eventos`, { exact: true })
      .waitFor();
    expect(await list.getByRole('listitem').count()).toBe(matching.length);
    await timeline.getByPlaceholder(T.search).fill('nada assim hoje');
    await timeline.getByText(T.emptyFiltered).waitFor();
    await timeline.getByPlaceholder(T.search).fill('');
    await list.waitFor();

    // The day before, then back: today's events again; the day after today cannot be chosen.
    const next = timeline.getByRole('button', { name: MESSAGES.nextDay });
    expect(await next.isDisabled()).toBe(true);
    await timeline.getByRole('button', { name: MESSAGES.previousDay }).click();
    await expect.poll(() => next.isDisabled()).toBe(false);
    await next.click();
    await list.waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(rows.length);

    await page.keyboard.press('Escape');
    await timeline.waitFor({ state: 'detached' });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.context().close();
  });
});
