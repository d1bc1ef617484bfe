import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { ACCOUNT_MESSAGES as M } from '@portaria/shared/accounts/accounts.messages';
import { readCodeFromOutbox, readOutboxMessage, settle, shotBoth } from './support/accounts.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { axeViolations } from './support/axe.ts';
import { useRealApp } from './support/real-app.ts';

// Issue 28 item 4: a new number gets a code only after the syndic approved it.
const JOANA = { cpf: '390.533.447-05', password: 'Joana#NovoCelular5', firstName: 'joana' };
const NEW_PHONE = { typed: '21998765432', formatted: '(21) 99876-5432', masked: '(21) *****-5432', last: '5432' };

const app = useRealApp();
const next = (page: Page) => page.getByRole('button', { name: 'Avançar' });

describe('troca de telefone no cadastro da senha', () => {
  test('um número novo espera o síndico; aprovado no painel, o código chega ao novo número e a senha é criada', async () => {
    const page = await app.openPage();
    await page.goto('/criar-conta');
    await page.getByLabel('CPF').fill(JOANA.cpf);
    await next(page).click();
    await page.getByRole('radio', { name: M.otherPhone }).click();
    await page.getByText(/só recebe o código depois da aprovação do síndico/).waitFor();
    await page.getByLabel(M.phoneLabel, { exact: true }).fill(NEW_PHONE.typed);
    await next(page).click();
    const waiting = page.getByRole('status').filter({ hasText: M.phoneChangeWaiting });
    await waiting.waitFor();
    expect(await waiting.innerText()).toContain(`Pedimos ao síndico que aprove a troca para ${NEW_PHONE.masked}`);
    expect(await page.getByText('Etapa 2 de 4').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shotBoth(page, 'troca-telefone-1-aguardando');

    // No code went to the number nobody vouched for.
    const outbox = await page.context().newPage();
    await outbox.goto(app.outboxPath());
    await outbox.getByText('Somente no modo de demonstração/desenvolvimento').waitFor();
    await outbox.getByRole('button', { name: 'Atualizar' }).click();
    expect(await outbox.getByText(new RegExp(`Para: .*${NEW_PHONE.last}`)).count()).toBe(0);
    await outbox.close();

    // The syndic, in another browser, approves it in the approvals screen.
    const syndic = await app.openPage();
    await login(syndic, DEMO.syndic.cpf, DEMO.syndic.password);
    await syndic.waitForURL('**/dashboard');
    await syndic.getByText('1 aguardando aprovação').waitFor();
    await syndic.getByRole('button', { name: M.preRegistrationsTitle }).click();
    const review = syndic.getByRole('dialog', { name: M.preRegistrationsTitle });
    const section = review.getByRole('region', { name: M.phoneChangesTitle });
    const row = section.getByRole('listitem', { name: 'Joana Batista Lima' });
    await row.waitFor();
    expect(await row.innerText()).toContain(NEW_PHONE.formatted);
    expect(await row.innerText()).toContain('(11) *****-5678');
    expect(await axeViolations(syndic)).toEqual([]);
    await shotBoth(syndic, 'troca-telefone-2-painel-do-sindico');
    await row.getByRole('button', { name: M.approve }).click();
    const ask = syndic.getByRole('dialog', { name: 'Aprovar troca de telefone' });
    await expect
      .poll(() => ask.innerText())
      .toContain(`Aprovar a troca do telefone de Joana Batista Lima para ${NEW_PHONE.formatted}?`);
    await settle(syndic);
    await ask.getByRole('button', { name: M.approve }).click();
    await section.getByText(M.phoneChangeApproved).waitFor();
    await section.getByText(M.noPendingPhoneChanges).waitFor();
    await shotBoth(syndic, 'troca-telefone-3-aprovada');
    await syndic.context().close();

    // Joana's screen goes on by itself: the code goes to the new number.
    await page
      .getByText(`Enviamos um código de 6 dígitos por SMS para ${NEW_PHONE.masked}.`)
      .waitFor({ timeout: 30_000 });
    const sms = await readOutboxMessage(page, app.outboxPath(), NEW_PHONE.last);
    expect(sms).toMatch(/seu código de verificação é \d{6}/);
    const code = await readCodeFromOutbox(page, app.outboxPath(), NEW_PHONE.last);
    await page.getByLabel('Dígito 1 de 6').click();
    await page.keyboard.type(code);
    await page.getByText('Código confirmado').waitFor();
    await next(page).click();
    await page.getByLabel(M.passwordLabel, { exact: true }).fill(JOANA.password);
    await page.getByLabel(M.confirmationLabel, { exact: true }).fill(JOANA.password);
    await page.getByRole('checkbox', { name: M.acceptTerms }).check();
    await page.getByRole('button', { name: 'Concluir' }).click();
    await page.getByText(M.operationSuccess).waitFor();
    await page.getByRole('button', { name: M.goToLogin }).click();
    await login(page, JOANA.cpf, JOANA.password);
    await page.waitForURL('**/dashboard');
    await page.context().close();
  }, 180_000);
});
