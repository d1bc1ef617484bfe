import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { MESSAGES } from '@portaria/shared/messages';
import { openAccessControl, openResidentDetail, seriousViolations, visible } from './support/access-control.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { pickWithEnter } from './support/file-picker.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { settled } from './support/settled.ts';

/**
 * Issue 28 item 11: the pages residents open from a link, on a phone. The e-mailed document fits the 390 px width,
 * zooms by its buttons and by a two-finger pinch, and scrolls to every side of a zoomed page; neither it nor the
 * invitation page shows the staff's support chat.
 */
const app = useRealApp();
const PHONE = { width: 390, height: 844 };
// A 2x2 PNG, a real picture for the invitee's upload.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

const atTheDesk = async () => {
  const page = await app.openPage();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
  return page;
};

/** The doorkeeper e-mails the statute to a resident of Bloco A 101; answers the link in the e-mail. */
const sendDocumentLink = async (page: Page) => {
  await page.getByRole('button', { name: 'Documentos', exact: true }).click();
  const flow = page.getByRole('dialog', { name: 'Documentos' });
  await flow.getByRole('button', { name: 'Enviar documento para e-mail de uma unidade' }).click();
  await flow.getByRole('radio', { name: 'Bloco A', exact: true }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  await flow.getByRole('radio', { name: '101', exact: true }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  await flow
    .getByRole('radiogroup', { name: 'Moradores da unidade' })
    .getByRole('radio', { disabled: false })
    .first()
    .click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  await flow.getByRole('radio', { name: 'Estatuto/Convenção' }).click();
  await flow.getByRole('button', { name: 'Enviar' }).click();
  await visible(flow.getByRole('heading', { name: 'Documento enviado com sucesso!' }));
  const key = new URL(app.outboxPath(), app.url()).searchParams.get('key')!;
  const res = await fetch(`${app.url()}/api/dev/outbox?key=${encodeURIComponent(key)}`);
  const { data } = (await res.json()) as { data: { channel: string; body: string }[] };
  const email = data.find((m) => m.channel === 'email')!;
  return /https?:\/\/\S+\/documento\/[A-Za-z0-9_-]{43}/.exec(email.body)![0];
};

/** A phone: 390x844, touch, as a resident opens the e-mail. */
const openPhone = async (page: Page) => {
  const context = await page.context().browser()!.newContext({
    baseURL: app.url(),
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
};

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const box = async (locator: Locator) => (await locator.boundingBox())!;
const zoomText = (phone: Page) => phone.getByText(/^\d+%$/).innerText();
const chat = (on: Page) => on.getByRole('button', { name: MESSAGES.chatCollapsed });

/** Two fingers on the PDF area, moved apart from `from` to `to` px (Chrome's own touch events). */
const pinch = async (phone: Page, area: Locator, from: number, to: number) => {
  const { x, y, width, height } = await box(area);
  const [cx, cy] = [x + width / 2, y + height / 2];
  const points = (d: number) => [
    { x: cx - d / 2, y: cy, id: 1 },
    { x: cx + d / 2, y: cy, id: 2 },
  ];
  const cdp = await phone.context().newCDPSession(phone);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(from) });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: points(from + ((to - from) * step) / 5),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
};

describe('páginas abertas por moradores, no celular', () => {
  test('o link do documento cabe em 390 px, aproxima por botões e pinça, rola até a borda esquerda e não mostra o chat da equipe', async () => {
    const page = await atTheDesk();
    const link = await sendDocumentLink(page);
    const phone = await openPhone(page);
    await phone.goto(link);
    const area = phone.getByRole('region', { name: 'Documento do condomínio' });
    const canvas = area.locator('canvas').first();
    await visible(canvas);
    await settled(area);

    // It fits: the page inside the viewport and the area, nothing of the page scrolls sideways.
    const fitted = await box(canvas);
    expect(fitted.x).toBeGreaterThanOrEqual(0);
    expect(fitted.x + fitted.width).toBeLessThanOrEqual(PHONE.width);
    const areaBox = await box(area);
    expect(fitted.x).toBeGreaterThanOrEqual(areaBox.x);
    expect(fitted.x + fitted.width).toBeLessThanOrEqual(areaBox.x + areaBox.width);
    expect(fitted.width).toBeGreaterThan(PHONE.width * 0.6);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(Number.parseInt(await zoomText(phone), 10)).toBeLessThan(150);
    expect(await chat(phone).count()).toBe(0);
    expect(await seriousViolations(phone)).toEqual([]);
    await shot(phone, 'resident-document-link-390x844');

    // The buttons zoom in: wider than the area, and the area scrolls from the page's left edge to its right edge.
    const before = await zoomText(phone);
    for (let i = 0; i < 5; i += 1) await phone.getByRole('button', { name: MESSAGES.zoomIn }).click();
    await expect.poll(() => zoomText(phone)).not.toBe(before);
    await expect.poll(async () => (await box(canvas)).width).toBeGreaterThan(areaBox.width);
    await area.evaluate((el) => el.scrollTo({ left: 0 }));
    expect((await box(canvas)).x).toBeGreaterThanOrEqual(areaBox.x);
    await area.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    const right = await box(canvas);
    expect(right.x + right.width).toBeLessThanOrEqual(areaBox.x + areaBox.width + 1);
    await shot(phone, 'resident-document-zoomed-390x844');
    await phone.getByRole('button', { name: MESSAGES.zoomOut }).click();
    await expect
      .poll(async () => Number.parseInt(await zoomText(phone), 10))
      .toBeLessThan(Number.parseInt(before, 10) + 50);

    // A pinch: fingers apart zoom in, together zoom out.
    const beforePinch = Number.parseInt(await zoomText(phone), 10);
    await pinch(phone, area, 80, 240);
    await expect.poll(async () => Number.parseInt(await zoomText(phone), 10)).toBeGreaterThan(beforePinch);
    const afterPinch = Number.parseInt(await zoomText(phone), 10);
    await pinch(phone, area, 240, 80);
    await expect.poll(async () => Number.parseInt(await zoomText(phone), 10)).toBeLessThan(afterPinch);

    // The desk keeps its chat.
    await page.goto('/dashboard');
    await visible(chat(page));
    await phone.context().close();
    await page.context().close();
  }, 180_000);

  test('a página do convite não mostra o chat da equipe; a foto escolhida leva o foco a Enviar foto', async () => {
    const page = await atTheDesk();
    const flow = await openAccessControl(page);
    const detail = await openResidentDetail(page, flow, 'Sebastião Moreira Lopes');
    await detail.getByRole('button', { name: 'Cadastrar' }).click();
    const invite = page.getByRole('dialog', { name: 'Convite para biometria facial' });
    await invite.getByRole('button', { name: /gerar link/i }).click();
    const generated = page.getByRole('dialog', { name: 'Link gerado com sucesso!' });
    await visible(generated);
    const link = await generated.getByLabel('Link do convite').inputValue();

    const phone = await openPhone(page);
    await phone.goto(new URL(link).pathname);
    await visible(phone.getByText(/convidou você/));
    expect(await chat(phone).count()).toBe(0);
    await phone.getByRole('checkbox', { name: /Li e concordo/ }).check();
    const upload = phone.getByRole('button', { name: 'Enviar uma foto' });
    await upload.focus();
    // Enter opens the picker (the hidden input's); the picker gives the file.
    const file = { name: 'rosto.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') };
    const chooser = await pickWithEnter(phone, () => expect.poll(() => isFocused(upload)).toBe(true), file);
    expect(await chooser.element().getAttribute('aria-label')).toBe('Enviar uma foto');
    const send = phone.getByRole('button', { name: 'Enviar foto' });
    await expect.poll(() => isFocused(send)).toBe(true);
    expect(await seriousViolations(phone)).toEqual([]);
    await shot(phone, 'resident-invitation-no-chat-390x844');
    await phone.context().close();
    await page.context().close();
  }, 120_000);
});
