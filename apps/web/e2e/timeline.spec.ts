import { describe, expect, test } from 'vitest';
import { MESSAGES } from '@portaria/shared/messages';
import { TIMELINE_MESSAGES as T } from '@portaria/shared/timeline/timeline.messages';
import { foldText } from '@portaria/shared/text';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { deskApi } from './support/desk-api.ts';
import { useRealApp } from './support/real-app.ts';
import { axeViolations } from './support/axe.ts';
import { settled } from './support/settled.ts';

const app = useRealApp();

const desk = () => deskApi(app.url());

const countText = (n: number) => (n === 1 ? '1 evento' : `${n} eventos`);

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
    // The demo's day grows with the hour (its visits left before now): past 100 events the list shows the first
    // window of 100 and the count the whole day's (the second test covers the windows).
    const total = Number(/^(\d+) eventos?$/.exec(await timeline.getByText(/^\d+ eventos?$/).innerText())?.[1]);
    if (rows.length < 100) expect(total).toBe(rows.length);
    else expect(total).toBeGreaterThanOrEqual(rows.length);
    const isWholeDay = total === rows.length;
    await settled(timeline);
    await shot(page, 'timeline-1366x768');
    expect(await axeViolations(page)).toEqual([]);

    // A word of the first event, typed in capitals and without its accents, keeps only the events that have it.
    const word = rows[0]!.split(/\s+/).find((w) => w.length >= 5 && /\p{L}/u.test(w))!;
    const typed = foldText(word).toUpperCase();
    await timeline.getByPlaceholder(T.search).fill(typed);
    const matching = rows.filter((row) => foldText(row).includes(foldText(word)));
    if (isWholeDay) {
      await timeline.getByText(countText(matching.length), { exact: true }).waitFor();
      expect(await list.getByRole('listitem').count()).toBe(matching.length);
    } else {
      // The search runs on the server over the whole day: at least the first window's matches, each with the word.
      await expect
        .poll(async () => {
          const shown = await list.getByRole('listitem').allInnerTexts();
          return shown.length >= matching.length && shown.every((row) => foldText(row).includes(foldText(word)));
        })
        .toBe(true);
    }
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

  test('um dia com mais de 100 eventos vem em janelas: o total do dia já na primeira, o resto ao rolar; a busca vai ao servidor', async () => {
    // 110 parcels registered by another desk: the day now has more events than one window (100).
    const api = await desk();
    const units = (await api('/condominios/v3/4521/unidades')) as { data: { idUnidade: number }[] };
    for (let i = 0; i < 110; i++) {
      await api('/correspondencia/entrada', {
        method: 'POST',
        body: {
          unidade: units.data[i % units.data.length]!.idUnidade,
          destinatario: `Janela ${i}`,
          categoria: 'PACOTE',
          tamanho: 'PEQUENO',
        },
      });
    }
    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: T.open }).click();
    const timeline = page.getByRole('dialog', { name: T.title });
    const list = timeline.getByRole('list', { name: T.title });
    await list.waitFor();
    const shownTotal = await timeline.getByText(/^\d+ eventos$/).innerText();
    const total = Number(shownTotal.split(' ')[0]);
    expect(total).toBeGreaterThan(110);
    expect(await list.getByRole('listitem').count()).toBe(100);
    // Scrolling to the end of the list asks the next window; every event of the day is then on screen, once.
    await expect
      .poll(
        async () => {
          await list.getByRole('listitem').last().scrollIntoViewIfNeeded();
          return list.getByRole('listitem').count();
        },
        { timeout: 20_000 },
      )
      .toBe(total);
    const texts = await list.getByRole('listitem').allInnerTexts();
    expect(new Set(texts.filter((t) => t.includes('Janela'))).size).toBe(110);
    await shot(page, 'timeline-windows-1366x768');

    // The search runs on the server over the whole day: the parcels of this test, whichever window they were in.
    await timeline.getByPlaceholder(T.search).fill('janela 10');
    // 'Janela 10' and 'Janela 100'..'Janela 109': eleven recipients.
    await timeline.getByText(countText(11), { exact: true }).waitFor({ timeout: 10_000 });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(11);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
