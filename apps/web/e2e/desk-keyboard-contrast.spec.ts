import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DESK_MESSAGES } from '@portaria/shared/desk/desk.messages';
import { AxeBuilder } from '@axe-core/playwright';
import { VISITOR_LABELS as VL, VISITOR_MESSAGES as VM } from '@portaria/shared/access-control/visitors.messages';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { openAccessControl, openResidentDetail, seriousViolations, visible } from './support/access-control.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { pickWithEnter } from './support/file-picker.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { animationsDone, settled } from './support/settled.ts';

/**
 * Issue 28 item 10, by keyboard: block and unit dropdowns take typing ('B', '60'), the block tiles too; Enter runs
 * a step's primary action; the focus follows an attached photo; and the recurring schedule form and the resident
 * edit dialog read at 4.5:1 (axe: no colour-contrast finding of any impact).
 */
const app = useRealApp();
const TILE = 'Correspondência e Entregas';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';

const atTheDesk = async () => {
  const page = await app.openPage();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
  return page;
};

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const expectFocused = (locator: Locator) => expect.poll(() => isFocused(locator)).toBe(true);

/** Every colour-contrast finding, whatever its impact, once nothing fades in. */
const contrastFindings = async (page: Page) => {
  await animationsDone(page);
  const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return violations.flatMap((v) => v.nodes.map((n) => `${n.target} ${n.any[0]?.message ?? ''}`));
};

describe('portaria pelo teclado e com contraste AA (issue 28)', () => {
  test('bloco e unidade aceitam digitação: "B" escolhe o Bloco B, "60" a unidade 601; com a lista aberta, "c" vai ao Bloco C', async () => {
    const page = await atTheDesk();
    const flow = await openAccessControl(page);
    await flow.getByRole('button', { name: /Ver lista de visitantes/ }).click();
    const block = flow.getByRole('combobox', { name: 'Bloco' });
    await visible(block);
    await block.focus();
    await page.keyboard.type('B');
    await expect.poll(() => block.innerText()).toBe('Bloco B');
    await page.keyboard.press('Tab');
    const unit = flow.getByRole('combobox', { name: 'Unidade' });
    await expectFocused(unit);
    await page.keyboard.type('60', { delay: 60 });
    await expect.poll(() => unit.innerText()).toBe('601');
    await shot(page, 'keyboard-type-ahead-closed-1366x768');

    await block.focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox');
    await visible(listbox);
    await page.keyboard.type('c');
    await expectFocused(listbox.getByRole('option', { name: 'Bloco C' }));
    await settled(listbox);
    await shot(page, 'keyboard-type-ahead-open-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect.poll(() => block.innerText()).toBe('Bloco C');
    await page.context().close();
  }, 120_000);

  test('encomenda com foto pelo teclado: o foco segue a foto anexada; na liberação, Enter na caixa marcada libera', async () => {
    const page = await atTheDesk();
    const flow = page.getByRole('dialog', { name: TILE });
    const tile = page.getByRole('button', { name: TILE, exact: true });
    await tile.focus();
    await page.keyboard.press('Enter');
    await expectFocused(flow.getByRole('button', { name: M.optionRegister }));
    await page.keyboard.press('Enter');
    // The one unit field has the focus (issue 32 item 5); Tab goes on to the block tiles, still there.
    await expectFocused(flow.getByRole('combobox', { name: DESK_MESSAGES.unitPick.label }));
    await page.keyboard.press('Tab');
    await expectFocused(flow.getByRole('radio', { name: 'Bloco A' }));
    // The block tiles take typing too: 'c' goes to Bloco C; Enter goes on.
    await page.keyboard.type('c');
    await expectFocused(flow.getByRole('radio', { name: 'Bloco C' }));
    await page.keyboard.press('Enter');
    await expectFocused(flow.getByRole('searchbox', { name: 'Filtrar unidades' }));
    await page.keyboard.type('603', { delay: 60 });
    await page.keyboard.press('Enter');
    const recipient = flow.getByRole('combobox', { name: /Destinatário/ });
    await expectFocused(recipient);
    await page.keyboard.type('Ana Teclado', { delay: 30 });
    await page.keyboard.press('Tab');
    await page.keyboard.press(' ');
    await page.keyboard.press('Tab');
    await page.keyboard.press(' ');

    // 'Foto' by keyboard: Enter opens the picker, the picked file swaps the button for its row, and the focus goes to
    // 'Remover foto'.
    const photo = flow.getByRole('button', { name: M.foto, exact: true });
    await photo.focus();
    const pick = async () => {
      const file = { name: 'pacote.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') };
      const chooser = await pickWithEnter(page, () => expectFocused(photo), file);
      expect(await chooser.element().getAttribute('data-testid')).toBe('photo-file-input');
    };
    await pick();
    const remove = flow.getByRole('button', { name: M.removePhoto });
    await expectFocused(remove);
    await shot(page, 'keyboard-focus-after-photo-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    // Removing gives the focus back to 'Foto'; attach again and send.
    await page.keyboard.press('Enter');
    await expectFocused(photo);
    await pick();
    await expectFocused(remove);
    await flow.getByRole('button', { name: M.submitRegister }).click();
    await visible(flow.getByText(M.registerSuccess));
    const code = /Cód\.(\d+)/.exec(await flow.innerText())![1]!;

    // Release: the parcel's box ticked by Space, then Enter runs 'Liberar correspondência' (the step's primary action).
    await page.goto('/dashboard');
    await page.getByRole('button', { name: TILE, exact: true }).click();
    await flow.getByRole('button', { name: M.optionRelease }).click();
    // The one unit field offers the shift's last unit, the one the parcel was registered for: Enter takes it.
    await expectFocused(flow.getByRole('combobox', { name: DESK_MESSAGES.unitPick.label }));
    const last = flow.getByRole('option', { name: new RegExp(`^Bloco C · 603`) });
    await visible(last);
    expect(await last.innerText()).toContain(DESK_MESSAGES.unitPick.last);
    await page.keyboard.press('Enter');
    const item = flow.getByRole('checkbox', { name: new RegExp(`^Cód\\.${code} - `) });
    await visible(item);
    await item.focus();
    await page.keyboard.press(' ');
    await expect.poll(() => item.isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await visible(flow.getByText(M.selectPickupPerson));
    await shot(page, 'keyboard-enter-releases-1366x768');
    await page.context().close();
  }, 180_000);

  test('agendamento recorrente e edição de morador: nenhum texto abaixo de 4,5:1 (axe)', async () => {
    const page = await atTheDesk();
    const flow = await openAccessControl(page);
    await flow.getByRole('button', { name: /Ver lista de visitantes/ }).click();
    const list = flow.getByRole('list', { name: 'Visitantes e prestadores' });
    const first = list.getByRole('button').first();
    await visible(first);
    await first.click();
    await page.getByRole('button', { name: VM.newSchedule }).click();
    const schedule = page.getByRole('dialog', { name: VM.newSchedule });
    await visible(schedule);
    await schedule.getByRole('radio', { name: VL.directAccess }).click();
    await schedule.getByRole('radio', { name: VL.recurring }).click();
    // Until the dates are typed the weekdays stay disabled: their legend and hint are the grey text axe measured.
    await visible(schedule.getByText('Dias da semana'));
    await settled(schedule);
    await shot(page, 'contrast-recurring-schedule-1366x768');
    expect(await contrastFindings(page)).toEqual([]);
    await schedule.getByRole('button', { name: VM.back }).click();
    await page.keyboard.press('Escape');

    await page.goto('/dashboard');
    const again = await openAccessControl(page);
    const detail = await openResidentDetail(page, again, 'Sebastião Moreira Lopes');
    await detail.getByRole('button', { name: 'Editar' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar morador' });
    await visible(edit);
    await settled(edit);
    await shot(page, 'contrast-resident-edit-1366x768');
    expect(await contrastFindings(page)).toEqual([]);
    await page.context().close();
  }, 180_000);
});
