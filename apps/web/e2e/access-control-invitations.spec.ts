import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { lastFourOf, readOutboxMessage } from './support/accounts.ts';
import {
  failOnce,
  hidden,
  networkFailure,
  openAccessControl,
  openResidentDetail,
  seriousViolations,
  visible,
} from './support/access-control.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { settled } from './support/settled.ts';

// Chromium's fake camera answers the invitee's page (its moving test pattern is the "face").
const app = useRealApp({}, { hasFakeCamera: true });

const PHONE = { width: 390, height: 844 };
// A 2x2 PNG, a real picture for the invitee's upload.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
const INVITE_PATH = /\/convite\/[A-Za-z0-9_-]{43}$/;

/** The doorkeeper at the desk, in 4521's access control. */
const atTheDesk = async () => {
  const page = await app.openPage();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
  return { page, flow: await openAccessControl(page) };
};

/** The resident's detail, then 'Cadastrar' beside the biometry status: the invitation dialog. */
const openInvite = async (page: Page, flow: Locator, nome: string) => {
  const detail = await openResidentDetail(page, flow, nome);
  await visible(detail.getByText('Não cadastrada'));
  await detail.getByRole('button', { name: 'Cadastrar' }).click();
  const invite = page.getByRole('dialog', { name: 'Convite para biometria facial' });
  await visible(invite.getByRole('button', { name: 'GERAR LINK' }));
  await settled(invite);
  return { detail, invite };
};

/** The invitee's page: the greeting, then the consent box ticked. */
const acceptConsent = async (invitee: Page, path: string) => {
  await invitee.goto(path);
  await visible(invitee.getByText(/Residencial Jardim das Palmeiras convidou você/));
  await invitee.getByRole('checkbox', { name: /Li e concordo/ }).check();
};

/** 'Enviar uma foto' pressed like a person (it must be reachable, not under anything), and the file picked. */
const uploadPhoto = async (invitee: Page) => {
  const [chooser] = await Promise.all([
    invitee.waitForEvent('filechooser'),
    invitee.getByRole('button', { name: 'Enviar uma foto' }).click(),
  ]);
  await chooser.setFiles({ name: 'rosto.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
};

/** The invitee at 390x844 opens the link, consents (`atConsent` looks at that screen), sends a photo and is done. */
const sendPhotoOnPhone = async (link: string, atConsent?: (invitee: Page) => Promise<void>) => {
  const phone = await app.openPage(PHONE);
  await acceptConsent(phone, new URL(link).pathname);
  await atConsent?.(phone);
  await uploadPhoto(phone);
  await phone.getByRole('button', { name: 'Enviar foto' }).click();
  await visible(phone.getByRole('heading', { name: 'Biometria cadastrada!' }));
  return phone;
};

/** Back at the desk: the list read again, the resident's biometry registered. Answers the detail dialog. */
const expectRegistered = async (page: Page, flow: Locator, nome: string) => {
  await hidden(page.getByRole('dialog', { name: /Convite|Link gerado/ }));
  await flow.getByRole('button', { name: 'Voltar' }).click();
  const detail = await openResidentDetail(page, flow, nome);
  await visible(detail.getByText('Cadastrada', { exact: true }));
  expect(await detail.getByRole('button', { name: 'Cadastrar' }).count()).toBe(0);
  return detail;
};

describe('convites de biometria facial no navegador', () => {
  test('convite por LINK para um morador sem celular (só o link): o convidado abre no celular, aceita e envia a foto', async () => {
    const { page, flow } = await atTheDesk();
    const nome = 'Sebastião Moreira Lopes';
    const { invite } = await openInvite(page, flow, nome);
    // No phone on record: the SMS option is not offered at all.
    expect(await invite.getByRole('button', { name: 'ENVIAR SMS' }).count()).toBe(0);
    await shot(page, 'access-invite-without-phone-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    await invite.getByRole('button', { name: 'GERAR LINK' }).click();
    const generated = page.getByRole('dialog', { name: 'Link gerado com sucesso!' });
    await visible(generated);
    const link = await generated.getByLabel('Link do convite').inputValue();
    expect(link).toMatch(INVITE_PATH);
    expect(await generated.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(link),
    );
    await settled(generated);
    await shot(page, 'access-invite-link-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    await generated.getByRole('button', { name: 'Fechar' }).click();

    const phone = await sendPhotoOnPhone(link, async (p) => {
      await shot(p, 'access-invitation-page-390x844');
      expect(await seriousViolations(p)).toEqual([]);
    });
    await shot(phone, 'access-invitation-done-390x844');
    expect(await seriousViolations(phone)).toEqual([]);
    // The link works once.
    await phone.reload();
    await visible(phone.getByText('Este convite já foi utilizado.'));

    await expectRegistered(page, flow, nome);
  }, 300_000);

  test('convite por SMS: falha e nova tentativa, o número mascarado, o SMS na caixa de saída, o convidado conclui no celular', async () => {
    const { page, flow } = await atTheDesk();
    const nome = 'Beatriz Andrade Lima';
    const { invite } = await openInvite(page, flow, nome);
    await invite.getByRole('button', { name: 'ENVIAR SMS' }).click();
    const confirmation = invite.getByText(
      /^O convite será enviado por SMS para o número \(\d{2}\) \*{5}-\d{4}\. Confirma\?$/,
    );
    await visible(confirmation);
    const masked = /\(\d{2}\) \*{5}-\d{4}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
    await shot(page, 'access-invite-sms-confirm-1366x768');
    expect(await seriousViolations(page)).toEqual([]);

    // The first send never reaches the server: the failure dialog; closed, the same confirmation sends it again.
    await failOnce(page, /\/seventh\/convite$/, 'POST', networkFailure);
    await invite.getByRole('button', { name: 'ENVIAR SMS' }).click();
    const failed = page.getByRole('dialog', { name: 'Falha na solicitação' });
    await visible(failed);
    await settled(failed);
    await shot(page, 'access-invite-failed-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    await failed.getByRole('button', { name: 'Fechar' }).click();
    await hidden(failed);
    await visible(confirmation);
    await invite.getByRole('button', { name: 'ENVIAR SMS' }).click();
    const sent = page.getByRole('dialog', { name: 'Convite enviado com sucesso!' });
    await visible(sent.getByText(masked, { exact: true }));
    await settled(sent);
    await shot(page, 'access-invite-sms-sent-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    await sent.getByRole('button', { name: 'Fechar' }).click();

    // The SMS, as the development outbox shows it: the condominium's name and the link.
    const sms = await readOutboxMessage(page, app.outboxPath(), lastFourOf(masked));
    expect(sms).toContain('Residencial Jardim das Palmeiras: cadastre sua biometria facial pelo link');
    const link = /https?:\/\/\S+\/convite\/[A-Za-z0-9_-]{43}/.exec(sms)?.[0] ?? '';
    expect(link).toMatch(INVITE_PATH);

    const phone = await sendPhotoOnPhone(link);
    await shot(phone, 'access-invitation-sms-done-390x844');

    await expectRegistered(page, flow, nome);
  }, 300_000);

  test('foto pela câmera: o convidado liga a câmera, captura, envia; a portaria vê a biometria cadastrada e a foto', async () => {
    const { page, flow } = await atTheDesk();
    const nome = 'Rogério Tavares Nogueira';
    const { invite } = await openInvite(page, flow, nome);
    await invite.getByRole('button', { name: 'GERAR LINK' }).click();
    const generated = page.getByRole('dialog', { name: 'Link gerado com sucesso!' });
    const link = await generated.getByLabel('Link do convite').inputValue();
    await generated.getByRole('button', { name: 'Fechar' }).click();

    // A desk PC with a webcam this time; the context lets the page use the camera.
    const pc = await app.openPage(undefined, ['camera']);
    await acceptConsent(pc, new URL(link).pathname);
    await pc.getByRole('button', { name: 'Tirar foto' }).click();
    const camera = pc.getByLabel('Câmera');
    await visible(camera);
    // The fake device's frames are flowing once the video knows its size.
    await expect
      .poll(() => camera.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    // The preview and 'Capturar' come into sight by themselves, below the consent text.
    const capture = pc.getByRole('button', { name: 'Capturar' });
    const inSight = async () => {
      const box = await capture.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= (pc.viewportSize()?.height ?? 0);
    };
    await expect.poll(inSight, { timeout: 15_000 }).toBe(true);
    await shot(pc, 'access-invitation-camera-1366x768');
    expect(await seriousViolations(pc)).toEqual([]);
    await capture.click();
    const picture = pc.getByRole('img', { name: 'Sua foto' });
    await visible(picture);
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await pc.getByRole('button', { name: 'Enviar foto' }).click();
    await visible(pc.getByRole('heading', { name: 'Biometria cadastrada!' }));
    await shot(pc, 'access-invitation-camera-done-1366x768');

    // Staff see the captured photo (never anyone else: the server test covers who may read it).
    const detail = await expectRegistered(page, flow, nome);
    await detail.getByRole('button', { name: 'Ver foto' }).click();
    const viewer = page.getByRole('dialog', { name: 'Foto da biometria facial' });
    const photo = viewer.getByRole('img');
    await visible(photo);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await settled(viewer);
    await shot(page, 'access-face-photo-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
  }, 300_000);
});
