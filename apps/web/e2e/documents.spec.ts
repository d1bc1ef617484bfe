import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { shot } from './support/browser.ts';
import { pickWithEnter } from './support/file-picker.ts';
import { makePdf } from './support/make-pdf.ts';
import { settled } from './support/settled.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { axeViolations } from './support/axe.ts';
import { useRealApp } from './support/real-app.ts';

const app = useRealApp();

const visible = (locator: Locator) => expect.poll(() => locator.isVisible(), { timeout: 20_000 }).toBe(true);

const openDocuments = async (page: Page) => {
  await page.getByRole('button', { name: 'Documentos', exact: true }).click();
  const flow = page.getByRole('dialog', { name: 'Documentos' });
  await visible(flow.getByText('O que deseja fazer?'));
  return flow;
};

/** The last e-mail the development outbox caught, as a person reading it would. */
const lastEmail = async () => {
  const key = new URL(app.outboxPath(), app.url()).searchParams.get('key')!;
  const res = await fetch(`${app.url()}/api/dev/outbox?key=${encodeURIComponent(key)}`);
  const { data } = (await res.json()) as { data: { channel: string; to: string; subject: string; body: string }[] };
  return data.find((m) => m.channel === 'email')!;
};

describe('documentos no navegador', () => {
  test('envia o estatuto por e-mail a um morador e o link abre o PDF sem login; link inválido mostra não encontrado; revogado pela síndica, deixa de abrir', async () => {
    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    const flow = await openDocuments(page);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'documents-menu-1366x768');

    await flow.getByRole('button', { name: 'Enviar documento para e-mail de uma unidade' }).click();
    await visible(flow.getByText('Etapa 1 de 4'));
    await flow.getByRole('radio', { name: 'Bloco A', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: '101', exact: true }).click();
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await visible(flow.getByText('Selecione para quem deseja enviar:'));
    const residents = flow.getByRole('radiogroup', { name: 'Moradores da unidade' });
    const resident = residents.getByRole('radio', { disabled: false }).first();
    const label = (await resident.textContent()) ?? '';
    await resident.click();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'documents-recipient-1366x768');
    await flow.getByRole('button', { name: 'Avançar' }).click();
    await flow.getByRole('radio', { name: 'Estatuto/Convenção' }).click();
    await flow.getByRole('button', { name: 'Enviar' }).click();
    await visible(flow.getByRole('heading', { name: 'Documento enviado com sucesso!' }));
    await visible(page.getByText('Link do documento enviado via e-mail para o morador.'));
    expect(await page.getByText('Prazo de acesso até 7 dias.').isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'documents-sent-1366x768');

    const email = await lastEmail();
    expect(email.subject).toBe('Documento do condomínio: Estatuto/Convenção');
    expect(label).toContain(email.to);
    const link = /https?:\/\/\S+\/documento\/[A-Za-z0-9_-]{43}/.exec(email.body)![0];

    // A second browser context: no session, only the link.
    const reader = await app.openPage();
    await reader.goto(link);
    await visible(reader.locator('canvas').first());
    expect(await reader.getByText('Documento não encontrado').count()).toBe(0);
    expect(await axeViolations(reader)).toEqual([]);
    await shot(reader, 'documents-public-link-1366x768');
    const token = link.split('/').pop()!;
    await reader.goto(link.replace(token, `${token.slice(0, -2)}xx`));
    await visible(reader.getByText('Documento não encontrado'));
    expect(
      await reader.getByText('Verifique com o síndico se a documentação encontra-se disponível.').isVisible(),
    ).toBe(true);
    expect(await axeViolations(reader)).toEqual([]);
    await shot(reader, 'documents-link-not-found-1366x768');

    // The syndic revokes the very link the resident received: it stops opening at once.
    const syndic = await app.openPage();
    await login(syndic, DEMO.syndic.cpf, DEMO.syndic.password);
    await syndic.waitForURL('**/dashboard');
    await syndic.getByRole('button', { name: 'Documentos do condomínio' }).click();
    const manage = syndic.getByRole('dialog', { name: 'Documentos do condomínio' });
    const sent = manage.getByRole('listitem', { name: `Estatuto/Convenção: ${email.to}` }).first();
    await visible(sent.getByText('Ativo'));
    // The e-mail is a queued notice (decision 090): the row says it left.
    await visible(sent.getByText('E-mail enviado'));
    await settled(manage);
    expect(await axeViolations(syndic)).toEqual([]);
    await shot(syndic, 'documents-sent-links-1366x768');
    await sent.getByRole('button', { name: `Revogar: ${email.to}` }).click();
    const ask = syndic.getByRole('dialog', { name: 'Revogar o link?' });
    await visible(ask);
    await settled(ask);
    expect(await axeViolations(syndic)).toEqual([]);
    await ask.getByRole('button', { name: 'Revogar link' }).click();
    await visible(manage.getByText('Link revogado.'));
    await visible(sent.getByText('Revogado'));
    await reader.goto(link);
    await visible(reader.getByText('Documento não encontrado'));
    expect(await reader.locator('canvas').count()).toBe(0);

    // The syndic replaces the statute by keyboard: once the upload ends (the button waits meanwhile), the focus is back
    // on the statute's row, whose button the new file and its date describe (issue 28 item 10).
    const replace = manage.getByRole('button', { name: 'Substituir PDF: Estatuto/Convenção' });
    await replace.focus();
    const isFocused = () => replace.evaluate((el) => el === document.activeElement);
    const pdf = { name: 'estatuto-2026.pdf', mimeType: 'application/pdf', buffer: await makePdf('Estatuto 2026') };
    await pickWithEnter(syndic, () => expect.poll(isFocused).toBe(true), pdf);
    await visible(manage.getByText('Documento atualizado com sucesso!'));
    await expect.poll(isFocused).toBe(true);
    const description = await replace.evaluate(
      (el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent,
    );
    expect(description).toMatch(/^CONVENCAO\.pdf · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await syndic.context().close();
    await reader.context().close();
    await page.context().close();
  }, 180_000);

  test('visualiza o regulamento interno no visualizador e aproxima o zoom', async () => {
    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    const flow = await openDocuments(page);
    await flow.getByRole('button', { name: 'Visualizar documentos' }).click();
    await flow.getByRole('radio', { name: 'Regulamento Interno' }).click();
    const viewer = page.getByRole('dialog', { name: 'Arquivo Anexado:' });
    await visible(viewer.locator('canvas').first());
    expect(await viewer.getByText('150%').isVisible()).toBe(true);
    const width = async () => (await viewer.locator('canvas').first().boundingBox())!.width;
    const before = await width();
    await viewer.getByRole('button', { name: /aumentar|ampliar|mais zoom/i }).click();
    await visible(viewer.getByText('160%'));
    await expect.poll(width, { timeout: 15_000 }).toBeGreaterThan(before);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'documents-viewer-1366x768');
    await viewer.getByRole('button', { name: 'Fechar' }).click();
    await page.context().close();
  }, 120_000);
});
