import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { pdfText } from './support/pdf-text.ts';
import { useRealApp } from './support/real-app.ts';
import { axeViolations } from './support/axe.ts';
import {
  correspondenceFlow,
  filterHistory,
  openCorrespondenceHome,
  yesterdayAndToday,
} from './support/correspondence.ts';
import { chooseUnit as chooseUnitOf } from './support/offline-flows.ts';

// Proof of release (issue 33 item 4, decision 131): a valuable parcel is released with a signature drawn on screen.
const BLOCK = 'Bloco B';
const UNIT = '304';

const app = useRealApp();
let page: Page;

beforeAll(async () => {
  page = await app.openPage();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
});

const flow = () => correspondenceFlow(page);
const openFlow = () => openCorrespondenceHome(page);
const chooseUnit = () => chooseUnitOf(flow(), BLOCK, UNIT);

/** A signature as a person makes it: the mouse pressed on the pad and moved in a few strokes. */
const drawSignature = async () => {
  const pad = flow().getByRole('img', { name: M.signaturePad });
  // Pointed at through the locator first: playwright scrolls the pad into view and waits until it is visible, stable
  // and the element that gets the pointer there (a stroke started on a pad still moving or covered was lost: CI,
  // 2026-12-02). The strokes are then drawn from the box measured after that.
  const size = (await pad.boundingBox())!;
  await pad.hover({ position: { x: size.width * 0.1, y: size.height * 0.6 } });
  const box = (await pad.boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.1, 0.6));
  await page.mouse.down();
  for (const [x, y] of [
    [0.2, 0.3],
    [0.3, 0.7],
    [0.4, 0.3],
    [0.5, 0.7],
    [0.7, 0.4],
  ] as const)
    await page.mouse.move(...at(x, y), { steps: 8 });
  await page.mouse.up();
};

describe('comprovante de retirada no navegador', () => {
  test('encomenda valiosa: cadastrada marcada, retirada com assinatura desenhada, vista no histórico e no PDF', async () => {
    await openFlow();
    const dialog = flow();
    await dialog.getByRole('button', { name: M.optionRegister }).click();
    await chooseUnit();
    await dialog.getByRole('heading', { name: M.formTitle }).waitFor();
    await dialog.getByLabel('Destinatário').fill('Ana Paula Souza');
    await dialog.getByRole('radio', { name: 'PACOTE', exact: true }).click();
    await dialog.getByRole('radio', { name: 'Pequeno', exact: true }).click();
    await dialog.getByLabel(M.descricao).fill('Relógio');
    await dialog.getByRole('checkbox', { name: M.valiosa }).check();
    await dialog.getByRole('button', { name: M.submitRegister }).click();
    await dialog.getByText(M.registerSuccess).waitFor();

    await openFlow();
    await dialog.getByRole('button', { name: M.optionRelease }).click();
    await chooseUnit();
    const item = dialog.getByRole('checkbox', { name: /^Cód\.\d+ - / });
    await item.first().check();
    await dialog.getByRole('button', { name: M.releaseButton }).click();
    await dialog.getByText(M.selectPickupPerson).waitFor();
    await dialog.getByRole('radio').first().click();
    await dialog.getByRole('checkbox', { name: M.documentCheck }).check();
    // Valuable: the section is open and 'Finalizar Retirada' waits for the signature or the photo.
    await dialog.getByText(M.proofRequired).waitFor();
    const finish = dialog.getByRole('button', { name: M.finishPickup });
    expect(await finish.isEnabled()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await drawSignature();
    await dialog.getByText(M.signatureDone).waitFor();
    await expect.poll(() => finish.isEnabled()).toBe(true);
    // Cleared, it waits again; drawn again, it goes.
    await dialog.getByRole('button', { name: M.signatureClear }).click();
    await expect.poll(() => finish.isEnabled()).toBe(false);
    await drawSignature();
    await expect.poll(() => finish.isEnabled()).toBe(true);
    await shot(page, 'correspondencia-comprovante-assinatura-1366x768');
    await finish.click();
    await dialog.getByText(M.pickupSuccess).waitFor();
    await dialog.getByRole('button', { name: M.ok }).click();

    // The history's release detail: who took it, who released it, the document check and the signature.
    await openFlow();
    await dialog.getByRole('button', { name: M.optionHistory }).click();
    await dialog.getByRole('heading', { name: M.historyFilterTitle }).waitFor();
    await dialog.getByRole('radio', { name: M.filterReleased, exact: true }).check();
    const { yesterday, today } = await yesterdayAndToday(page);
    await filterHistory(page, dialog, { from: yesterday, until: today, block: BLOCK, unit: UNIT });
    await dialog.getByRole('button', { name: M.searchButton }).click();

    const results = page.getByRole('dialog', { name: M.historyResultsTitle });
    await results.getByText(M.valiosaBadge).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await results.getByRole('button', { name: `${M.proofTitle} de Ana Paula Souza` }).click();
    const details = page.getByRole('dialog', { name: /^Detalhes da retirada de / });
    await details.getByText(M.proofCheckDocument).waitFor();
    await details.getByText(/^Liberada por .+ em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).waitFor();
    const signature = details.getByRole('img', { name: M.proofSignature });
    await signature.waitFor();
    await expect.poll(() => signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shot(page, 'correspondencia-comprovante-historico-1366x768');
    expect(await axeViolations(page)).toEqual([]);
    await details.getByRole('button', { name: 'Fechar' }).click();

    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download'),
      results.getByRole('button', { name: M.downloadPdf }).click(),
    ]);
    const pdfBytes = await readFile((await pdfDownload.path())!);
    const text = await pdfText(new Uint8Array(pdfBytes));
    expect(text).toContain(M.proofTitle);
    expect(text).toContain(M.proofCheckDocument);
    expect(pdfBytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });
});
