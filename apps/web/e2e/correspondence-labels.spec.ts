import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import bwipjs from 'bwip-js/node';
import { CAMERA_MESSAGES as C } from '@portaria/shared/common/camera.messages';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { axeViolations } from './support/axe.ts';
import { decodeBarcodes, pngLuma, runsOfRow, writeY4mFrame, type Luma } from './support/barcodes.ts';
import { DESKTOP, launchBrowser, newPage, shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { scratchDir } from './support/scratch-dir.ts';

/**
 * Issue 33 item 5 (decision 126): the printed label's Code 128 decodes back to the parcel's desk code, with every bar
 * a whole number of a 203 dpi printer's dots; the desk's webcam (chromium's fake camera showing a .y4m made here) reads
 * a tracking code at registration and the printed label at the release by code.
 */
const BLOCK = 'Bloco B';
const UNIT = '302';
const TRACKING = 'QB123456789BR';
/** One CSS px in device pixels at 203 dpi (CSS has 96 px to the inch): a module of 3 dots is 3 device pixels. */
const THERMAL_SCALE = 203 / 96;
const MODULE_DOTS = 3;

const app = useRealApp();
const videoFile = join(scratchDir('camera-'), 'camera.y4m');
let cameraBrowser: Browser | undefined;
/** What test 1 printed, for test 2's camera to look at. */
let printed: { id: number; label: Luma } | undefined;

afterAll(async () => {
  await cameraBrowser?.close();
});

const flowOf = (page: Page) => page.getByRole('dialog', { name: 'Correspondência e Entregas' });

const signIn = async (page: Page) => {
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
};

const openFlow = async (page: Page, option: string) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).click();
  await flowOf(page).getByText(M.homeQuestion).waitFor();
  await flowOf(page).getByRole('button', { name: option }).click();
};

const openRegistrationForm = async (page: Page) => {
  const flow = flowOf(page);
  await openFlow(page, M.optionRegister);
  await flow.getByRole('radio', { name: BLOCK }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  await flow.getByRole('radio', { name: UNIT, exact: true }).click();
  await flow.getByRole('button', { name: 'Avançar' }).click();
  await flow.getByRole('heading', { name: M.formTitle }).waitFor();
};

/** The image, once its SVG is drawn. */
const loaded = (page: Page, name: string) =>
  expect
    .poll(() => page.getByRole('img', { name }).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

describe('etiquetas que o leitor lê, e a câmera da portaria', () => {
  test('imprime a etiqueta: o Code 128 volta a dar COD e o número, com barras de pontos inteiros a 203 dpi', async () => {
    // Rendered as a 203 dpi label printer does; window.print only counts (a headless browser prints nothing).
    const page = await app.openPage(DESKTOP, [], THERMAL_SCALE);
    await page.addInitScript('window.print = () => { window.__printed = (window.__printed ?? 0) + 1; };');
    await signIn(page);
    await openRegistrationForm(page);
    const flow = flowOf(page);
    await flow.getByLabel('Destinatário').fill('Lia Etiqueta Barros');
    await flow.getByRole('radio', { name: 'PACOTE', exact: true }).click();
    await flow.getByRole('radio', { name: 'Médio', exact: true }).click();
    await flow.getByRole('button', { name: M.submitRegister }).click();
    await flow.getByText(M.registerSuccess).waitFor();

    const label = flow.getByRole('region', { name: 'Etiqueta da correspondência' });
    const id = Number(/Cód\.(\d+)/.exec(await label.innerText())?.[1]);
    expect(id).toBeGreaterThan(0);
    const name = `Código de barras de Cód.${id}`;
    await loaded(page, name);
    const barcode = label.getByRole('img', { name });
    // On screen: the same library that reads the camera decodes the picture back to the desk code.
    expect(await decodeBarcodes(await barcode.screenshot())).toEqual([`COD${id}`]);

    await label.getByRole('button', { name: 'Imprimir etiqueta' }).click();
    expect(await page.evaluate(() => (window as { __printed?: number }).__printed)).toBe(1);
    // Held before printing: the dialog around the label is hidden on paper, so role queries no longer reach it.
    const [barcodeElement, labelElement] = [await barcode.elementHandle(), await label.elementHandle()];
    await page.emulateMedia({ media: 'print' });
    const onPaper = await barcodeElement!.screenshot();
    expect(await decodeBarcodes(onPaper)).toEqual([`COD${id}`]);
    // Every bar and space is a whole number of modules of 3 dots: no grey half dot at an edge.
    const scratch = await page.context().newPage();
    const paper = await pngLuma(scratch, onPaper);
    const [before = 0, ...inside] = runsOfRow(paper, Math.floor(paper.height / 2));
    const after = inside.pop() ?? 0;
    expect(inside.length).toBeGreaterThan(20);
    expect(inside.filter((run) => run % MODULE_DOTS !== 0)).toEqual([]);
    expect(Math.min(...inside)).toBe(MODULE_DOTS);
    // The quiet zones (white, at the image's edges, which need not fall on a dot): at least 10 modules each.
    expect(Math.min(before, after)).toBeGreaterThanOrEqual(10 * MODULE_DOTS);
    printed = { id, label: await pngLuma(scratch, await labelElement!.screenshot()) };
    await page.emulateMedia({ media: 'screen' });
    await shot(page, 'correspondencia-etiqueta-codigo-de-barras-1366x768');
    await page.context().close();
  });

  test('Ler com a câmera: o código de rastreio no cadastro e a etiqueta impressa na retirada pelo código', async () => {
    expect(printed).toBeDefined();
    const { id, label } = printed!;
    // Nothing to read yet: the dialog stays open for axe.
    await writeY4mFrame(videoFile, { width: 1, height: 1, pixels: new Uint8Array([255]) });
    cameraBrowser = await launchBrowser({ fakeVideoFile: videoFile });
    const page = await newPage(cameraBrowser, app.url(), DESKTOP, ['camera']);
    // Every stream the page starts, to check that closing the dialog ends its tracks.
    await page.addInitScript(`(() => {
      const start = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      window.__streams = [];
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await start(constraints);
        window.__streams.push(stream);
        return stream;
      };
    })();`);
    const wasm: { url: string; status: number; type: string }[] = [];
    page.on('response', (res) => {
      if (res.url().endsWith('.wasm'))
        wasm.push({ url: res.url(), status: res.status(), type: res.headers()['content-type'] ?? '' });
    });
    const camerasOn = () =>
      page.evaluate(
        () =>
          (window as unknown as { __streams: MediaStream[] }).__streams
            .flatMap((s) => s.getTracks())
            .filter((t) => t.readyState === 'live').length,
      );
    await signIn(page);
    await openRegistrationForm(page);
    const flow = flowOf(page);
    const scanDialog = page.getByRole('dialog', { name: C.scanTitle });

    await flow.getByRole('button', { name: C.scanButton }).click();
    const video = scanDialog.getByLabel(C.scanVideo);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await scanDialog.getByText(C.scanHint).waitFor();
    await shot(page, 'correspondencia-ler-com-a-camera-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await scanDialog.getByRole('button', { name: 'Cancelar' }).click();
    await scanDialog.waitFor({ state: 'detached' });
    expect(await camerasOn()).toBe(0);

    // A carrier's label: its tracking code in Code 128, in front of the webcam.
    const carrier = await bwipjs.toBuffer({
      bcid: 'code128',
      text: TRACKING,
      scale: 3,
      height: 12,
      paddingwidth: 10,
      paddingheight: 10,
      backgroundcolor: 'FFFFFF',
    });
    await writeY4mFrame(videoFile, await pngLuma(page, carrier), { zoom: 1 });
    await flow.getByRole('button', { name: C.scanButton }).click();
    await expect.poll(() => flow.getByLabel(M.codigoRastreio).inputValue()).toBe(TRACKING);
    await scanDialog.waitFor({ state: 'detached' });
    expect(await camerasOn()).toBe(0);
    await flow.getByLabel(M.codigoRastreio).scrollIntoViewIfNeeded();
    await shot(page, 'correspondencia-rastreio-lido-pela-camera-1366x768');
    // No BarcodeDetector in chromium on Linux: ZXing's WebAssembly read it, served by this site.
    expect(wasm).toEqual([
      { url: expect.stringMatching(/\/assets\/zxing_reader-[\w-]+\.wasm$/), status: 200, type: 'application/wasm' },
    ]);

    // The label printed in the test before, held up to the webcam at the release by code.
    await writeY4mFrame(videoFile, label, { zoom: 1 });
    await openFlow(page, 'Retirar pelo código');
    await flow.getByRole('button', { name: C.scanButton }).click();
    await expect.poll(() => flow.getByRole('textbox', { name: M.typeCode }).inputValue()).toBe(`COD${id}`);
    await flow.getByText(`${BLOCK} - ${UNIT}`).waitFor();
    await flow.getByText(new RegExp(`^Cód\\.${id} - `)).waitFor();
    await scanDialog.waitFor({ state: 'detached' });
    expect(await camerasOn()).toBe(0);
    await shot(page, 'correspondencia-retirada-lida-pela-camera-1366x768');
  });
});
