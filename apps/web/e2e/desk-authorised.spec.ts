import { describe, expect, test } from 'vitest';
import { CORRESPONDENCE_MESSAGES as C } from '@portaria/shared/correspondence/correspondence.messages';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { seriousViolations, visible } from './support/access-control.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';
import { settled } from './support/settled.ts';

/**
 * Issue 32's proof journey for authorised people (item 4) in a real browser: part of a resident's name opens her unit;
 * 'Autorizar pessoa' lets her niece collect the unit's parcels; a parcel registered from the unit page (E) is then
 * released from it (L) to the niece, listed where the desk picks who collects.
 */
const RESIDENT = { typed: 'duarte', nome: 'Helena Duarte Fonseca', unit: 'Bloco A · Unidade 302' } as const;
const NIECE = { nome: 'Lívia Prado Sobrinha', cpf: '39053344705', relation: 'Sobrinha' } as const;
const TILE = 'Correspondência e Entregas';

const app = useRealApp();

describe('pessoa autorizada pela página da unidade', () => {
  test('autoriza a sobrinha a retirar encomendas, registra uma encomenda pela unidade e a libera para ela', async () => {
    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: TILE, exact: true }).waitFor();

    // The search opens the unit by part of the resident's name.
    await page.keyboard.press('/');
    await page.keyboard.type(RESIDENT.typed, { delay: 60 });
    await visible(page.getByRole('option', { name: new RegExp(RESIDENT.nome) }));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    const unitPage = page.getByRole('dialog', { name: RESIDENT.unit });
    const people = unitPage.getByRole('region', { name: M.sections.autorizados });
    await visible(people);

    // 'Autorizar pessoa': name, CPF, relation; collecting parcels is ticked, coming in is not.
    await people.getByRole('button', { name: M.authorise.add }).click();
    const form = page.getByRole('dialog', { name: M.authorise.title });
    await form.getByRole('textbox', { name: new RegExp(M.authorise.name) }).fill(NIECE.nome);
    await form.getByRole('textbox', { name: new RegExp(`^${M.authorise.cpf}`) }).fill(NIECE.cpf);
    await form.getByRole('textbox', { name: M.authorise.relation }).fill(NIECE.relation);
    expect(await form.getByRole('checkbox', { name: M.authorise.canCollect }).isChecked()).toBe(true);
    await settled(form);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'desk-authorise-person-1366x768');
    await form.getByRole('button', { name: M.authorise.save }).click();
    await expect.poll(() => form.count(), { timeout: 15_000 }).toBe(0);
    const niece = people.getByRole('listitem').filter({ hasText: NIECE.nome });
    await visible(niece);
    expect(await niece.innerText()).toContain(`${NIECE.relation} · Doc.`);
    expect(await niece.innerText()).toContain(M.collects);

    // E: the parcel form on this unit; registered, Escape brings the unit page back.
    await unitPage.focus();
    await page.keyboard.press('e');
    const flow = page.getByRole('dialog', { name: TILE });
    await flow.getByRole('combobox', { name: /Destinatário/ }).fill(RESIDENT.nome);
    await flow.getByRole('radio', { name: 'PACOTE', exact: true }).click();
    await flow.getByRole('radio', { name: 'Médio', exact: true }).click();
    await flow.getByRole('button', { name: C.submitRegister }).click();
    await visible(flow.getByText(C.registerSuccess));
    const code = Number(/Cód\.(\d+)/.exec(await flow.innerText())?.[1]);
    expect(code).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await visible(unitPage);

    // L: the release on this unit; the parcel, then who collects: the niece is listed, and takes it.
    await unitPage.getByRole('button', { name: `${M.actions.releaseParcels} (L)`, exact: true }).click();
    await flow.getByRole('checkbox', { name: new RegExp(`^Cód\\.${code} - `) }).check();
    await flow.getByRole('button', { name: C.releaseButton }).click();
    const pickers = flow.getByRole('radiogroup', { name: C.selectPickupPerson });
    const choice = pickers.getByRole('radio', { name: new RegExp(`^${NIECE.nome}`) });
    await visible(choice);
    await choice.click();
    // No pickup code from the unit's list: the doorkeeper confirms her document (decision 127).
    await flow.getByRole('checkbox', { name: C.documentCheck }).check();
    expect(await seriousViolations(page)).toEqual([]);
    await flow.getByRole('button', { name: C.finishPickup }).click();
    await visible(flow.getByText(C.pickupSuccess));
    await page.keyboard.press('Escape');

    // Back on the unit page, the parcel no longer waits.
    await visible(unitPage);
    const parcels = unitPage.getByRole('region', { name: M.sections.encomendas });
    await visible(parcels);
    await expect.poll(() => parcels.getByText(`Cód.${code}`).count(), { timeout: 15_000 }).toBe(0);
  }, 120_000);
});
