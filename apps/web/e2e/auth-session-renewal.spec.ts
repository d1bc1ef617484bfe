import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { MESSAGES } from '@portaria/shared/messages';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { axeViolations } from './support/axe.ts';
import { useRealApp } from './support/real-app.ts';

/**
 * A shift of 10.3 minutes (SESSION_MAX_MINUTES): the end-of-shift warning, due 10 minutes before the end, comes
 * 18 seconds after sign-in instead of after 11 h 50 min. Filling the form before it takes ~1 s, and so does the rest
 * after the renewal (whose new shift warns 18 s later again): a wide margin on a busy machine, without the 30 s wait
 * the 10.5-minute shift cost every run (decision 107).
 */
const app = useRealApp({ SESSION_MAX_MINUTES: '10.3' });
let page: Page;

beforeAll(async () => {
  page = await app.openPage();
});

const flow = () => page.getByRole('dialog', { name: 'Correspondência e Entregas' });
const tokenOf = (p: Page) => p.evaluate(() => sessionStorage.getItem('token'));

describe('sessão ao longo do turno', () => {
  test('a sessão é avisada e renovada sem perder uma correspondência preenchida pela metade', async () => {
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    const firstToken = await tokenOf(page);
    await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).click();
    await flow().getByRole('button', { name: M.optionRegister }).click();
    await flow().getByRole('radio', { name: 'Bloco B' }).click();
    await flow().getByRole('button', { name: 'Avançar' }).click();
    await flow().getByRole('radio', { name: '302', exact: true }).click();
    await flow().getByRole('button', { name: 'Avançar' }).click();
    await flow().getByLabel('Destinatário').fill('Ana Paula Souza');
    await flow().getByLabel(M.descricao).fill('Caixa que chegou no fim do turno');

    const warning = page.getByRole('dialog', { name: MESSAGES.sessionEndingTitle });
    await warning.waitFor({ timeout: 60_000 });
    expect(await warning.innerText()).toMatch(/a sessão termina às \d\d:\d\d/);
    await shot(page, 'sessao-aviso-fim-1366x768');
    expect(await axeViolations(page)).toEqual([]);

    await warning.getByLabel(MESSAGES.passwordLabel, { exact: true }).fill(DEMO.doorkeeper.password);
    await warning.getByRole('button', { name: MESSAGES.sessionContinue }).click();
    await warning.waitFor({ state: 'detached' });
    expect(await tokenOf(page)).not.toBe(firstToken);
    expect(page.url()).toMatch(/\/dashboard$/);

    // The half-filled form is still there, and it is sent with the new token.
    expect(await flow().getByLabel('Destinatário').inputValue()).toBe('Ana Paula Souza');
    expect(await flow().getByLabel(M.descricao).inputValue()).toBe('Caixa que chegou no fim do turno');
    await flow().getByRole('radio', { name: 'PACOTE', exact: true }).click();
    await flow().getByRole('radio', { name: 'Grande', exact: true }).click();
    await flow().getByRole('button', { name: M.submitRegister }).click();
    await flow().getByText(M.registerSuccess).waitFor();
    expect(await page.getByText(MESSAGES.sessionExpired).count()).toBe(0);
  });
});
