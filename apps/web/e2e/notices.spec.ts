import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { NOTICE_MESSAGES as NM } from '@portaria/shared/notices/notice.messages';
import { freePorts } from '../../server/src/test/api-process.ts';
import { startFakeSmsGateway, startFakeSmtp } from '../../server/src/test/fake-gateways.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { axeViolations } from './support/axe.ts';
import { useRealApp } from './support/real-app.ts';

// The SMS gateway and the SMTP server are local fakes the test can break and mend (issue 16).
const sms = await startFakeSmsGateway();
const smtp = await startFakeSmtp();
const [port] = await freePorts(1);
afterAll(async () => {
  await sms.close();
  await smtp.close();
});

const app = useRealApp({
  PORT: String(port),
  SMS_HTTP_URL: sms.url,
  SMTP_URL: smtp.url,
  MAIL_FROM: 'nao-responda@portaria.test',
  NOTICE_POLL_MS: '200',
  NOTICE_RETRY_BASE_MS: '100',
  NOTICE_MAX_ATTEMPTS: '2',
});
let page: Page;

beforeAll(async () => {
  page = await app.openPage();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
});

const flow = () => page.getByRole('dialog', { name: 'Correspondência e Entregas' });

const registerIn201 = async (destinatario: string, isFirst: boolean) => {
  const dialog = flow();
  if (isFirst) {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).click();
    await dialog.getByRole('button', { name: M.optionRegister }).click();
    await dialog.getByRole('radio', { name: 'Bloco B' }).click();
    await dialog.getByRole('button', { name: 'Avançar' }).click();
    await dialog.getByRole('radio', { name: '201', exact: true }).click();
    await dialog.getByRole('button', { name: 'Avançar' }).click();
  }
  await dialog.getByLabel('Destinatário').fill(destinatario);
  await dialog.getByRole('radio', { name: 'PACOTE', exact: true }).click();
  await dialog.getByRole('radio', { name: 'Pequeno', exact: true }).click();
  await dialog.getByRole('button', { name: M.submitRegister }).click();
  await dialog.getByText(M.registerSuccess).waitFor();
};

const pendingItem = (destinatario: string) =>
  flow().getByRole('region', { name: M.pendingListTitle }).getByRole('listitem').filter({ hasText: destinatario });

describe('avisos da correspondência: enviado, falha e Reenviar aviso', () => {
  test('o aviso aparece como enviado; com o provedor de SMS fora do ar, a falha aparece e o reenvio funciona quando ele volta', async () => {
    await registerIn201('Helena Aviso Enviado', true);
    // "Sent" only once the queue sent it: the success screen waits for the gateways.
    await flow()
      .getByText(/^Aviso enviado para \d+ moradores? da unidade/)
      .waitFor({ timeout: 15_000 });
    // Each resident reached, by channel.
    const reached = flow().getByRole('list', { name: NM.recipientsLabel }).getByRole('listitem');
    expect(await reached.count()).toBeGreaterThan(0);
    for (const line of await reached.allTextContents())
      expect(line).toMatch(/^[^:]+: (e-mail|SMS) enviado( · (e-mail|SMS) enviado)?$/);
    await shot(page, 'notices-1-success-sent');
    expect(await axeViolations(page)).toEqual([]);
    await flow().getByRole('button', { name: M.newSameUnit }).click();
    await pendingItem('Helena Aviso Enviado').getByText(NM.sentChip).waitFor();

    sms.state.status = 500;
    await registerIn201('Igor Aviso Falhou', false);
    await flow().getByRole('button', { name: M.newSameUnit }).click();
    const failed = pendingItem('Igor Aviso Falhou');
    await failed.getByText(NM.failedChip).waitFor({ timeout: 20_000 });
    // Whom the SMS did not reach, after how many tries and why (the e-mail did reach them).
    const notReached = failed.getByRole('list', { name: NM.recipientsLabel }).getByRole('listitem');
    await notReached.first().waitFor();
    for (const line of await notReached.allTextContents())
      expect(line).toMatch(
        /^[^:]+: e-mail enviado · SMS não enviado após 2 tentativas \(provedor de SMS respondeu 500\)$/,
      );
    await shot(page, 'notices-2-pending-failed');
    expect(await axeViolations(page)).toEqual([]);

    sms.state.status = 202;
    const before = sms.received.length;
    await failed.getByRole('button', { name: NM.resend }).click();
    await failed.getByText(NM.sentChip).waitFor({ timeout: 15_000 });
    expect(await failed.getByRole('button', { name: NM.resend }).count()).toBe(0);
    expect(sms.received.length).toBeGreaterThan(before);
    await shot(page, 'notices-3-resent');
  });
});
