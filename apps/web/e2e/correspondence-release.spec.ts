import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { completeCpf, formatCpf } from '@portaria/shared/br/cpf';
import { addDays, todayIn } from '@portaria/shared/common/day';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { TIMELINE_MESSAGES as T } from '@portaria/shared/timeline/timeline.messages';
import { hidden, seriousViolations, visible } from './support/access-control.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { deskApi, unitIdOf } from './support/desk-api.ts';
import { filterHistory } from './support/correspondence.ts';
import { chooseUnit as chooseUnitOf } from './support/offline-flows.ts';
import { useRealApp } from './support/real-app.ts';

const app = useRealApp();
const BLOCK = 'Bloco B';
const UNIT = '401';
/** Holds a schedule of the unit that covers today: authorised to take the unit's parcels (decision 101). */
const AUTHORISED = { nome: 'Beatriz Autorizada Retirante', cpf: completeCpf('739184265') };
/** Only announced by intercom: the desk calls the unit first, so she is not authorised to take parcels. */
const INTERCOM = { nome: 'Irene Só Interfone', cpf: completeCpf('739184266') };

const desk = () => deskApi(app.url());

const flowOf = (page: Page) => page.getByRole('dialog', { name: 'Correspondência e Entregas' });

const openFlow = async (page: Page) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Correspondência e Entregas', exact: true }).click();
  await visible(flowOf(page).getByText(M.homeQuestion));
};

const chooseUnit = (flow: Locator) => chooseUnitOf(flow, BLOCK, UNIT);

/** Types DDMMYYYY into a date field as a person would. */
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(0, 4)}`;

/**
 * Issue 28 item 18 (decision 101): 'Selecione quem está retirando:' lists the unit's residents and its authorised
 * people. A person with a current schedule of the unit takes a parcel registered for a resident; the history and
 * the day's timeline name her as who took it.
 */
describe('retirada por pessoa autorizada da unidade', () => {
  test('a portaria cadastra uma encomenda, vê a autorizada da unidade em quem retira, libera para ela, e o histórico e a linha do tempo a nomeiam', async () => {
    const api = await desk();
    const today = todayIn(new Date());
    const idUnidade = await unitIdOf(api, BLOCK, UNIT);
    const visitorOf = (person: { nome: string; cpf: string }) => ({
      visitante: { nome: person.nome, cpf: person.cpf, visitanteTipo: 'VISITANTE' },
      unidades: [{ id: idUnidade }],
    });
    await api('/controleacesso/visitantecomautorizacao', {
      method: 'POST',
      body: {
        visitanteUnidade: visitorOf(AUTHORISED),
        autorizacao: { tipoAutorizacao: 'ACESSO_LIBERADO', dataDe: today, dataAte: addDays(today, 30) },
      },
    });
    await api('/controleacesso/visitantecomautorizacao', {
      method: 'POST',
      body: { visitanteUnidade: visitorOf(INTERCOM), autorizacao: { tipoAutorizacao: 'INTERFONAR' } },
    });

    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    const flow = flowOf(page);

    // The parcel arrives for a resident of the unit.
    await openFlow(page);
    await flow.getByRole('button', { name: M.optionRegister }).click();
    await chooseUnit(flow);
    await visible(flow.getByRole('heading', { name: M.formTitle }));
    await flow.getByLabel('Destinatário').fill('Encomenda Para a Unidade');
    await flow.getByRole('radio', { name: 'PACOTE', exact: true }).click();
    await flow.getByRole('radio', { name: 'Médio', exact: true }).click();
    await flow.getByLabel(M.descricao).fill('Caixa retirada pela autorizada');
    await flow.getByRole('button', { name: M.submitRegister }).click();
    await visible(flow.getByText(M.registerSuccess));
    const label = await flow.getByRole('region', { name: 'Etiqueta da correspondência' }).innerText();
    const id = Number(/^Cód\.(\d+)/.exec(label)?.[1]);
    expect(id).toBeGreaterThan(0);

    // The release: the parcel, then who takes it. The authorised person is listed with her formatted CPF; the
    // intercom-only visitor is not.
    await openFlow(page);
    await flow.getByRole('button', { name: M.optionRelease }).click();
    await chooseUnit(flow);
    await flow.getByRole('checkbox', { name: new RegExp(`^Cód\\.${id} - `) }).check();
    await flow.getByRole('button', { name: M.releaseButton }).click();
    const people = flow.getByRole('radiogroup', { name: M.selectPickupPerson });
    await visible(people);
    const authorised = people.getByRole('radio', { name: new RegExp(`^${AUTHORISED.nome}`) });
    await visible(authorised);
    expect(await authorised.innerText()).toContain(formatCpf(AUTHORISED.cpf));
    expect(await people.getByRole('radio', { name: new RegExp(INTERCOM.nome) }).count()).toBe(0);
    // Residents first, then the authorised people (decision 101): she is not the only choice.
    expect(await people.getByRole('radio').count()).toBeGreaterThan(1);
    await authorised.click();
    expect(await authorised.getAttribute('aria-checked')).toBe('true');
    // No pickup code from the unit's list: the doorkeeper confirms her document (decision 127).
    await flow.getByRole('checkbox', { name: M.documentCheck }).check();
    await expect.poll(() => flow.getByRole('button', { name: M.finishPickup }).isEnabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'correspondencia-retirada-autorizada-1366x768');
    await flow.getByRole('button', { name: M.finishPickup }).click();
    await visible(flow.getByText(M.pickupSuccess));
    await flow.getByRole('button', { name: M.ok }).click();

    // The history of released parcels: the parcel, 'Retirado', by her.
    await openFlow(page);
    await flow.getByRole('button', { name: M.optionHistory }).click();
    await visible(flow.getByRole('heading', { name: M.historyFilterTitle }));
    await flow.getByRole('radio', { name: M.filterReleased, exact: true }).check();
    await filterHistory(page, flow, { from: ddmmyyyy(today), until: ddmmyyyy(today), block: BLOCK, unit: UNIT });
    await flow.getByRole('button', { name: M.searchButton }).click();
    const results = page.getByRole('dialog', { name: M.historyResultsTitle });
    const row = results.getByRole('row').filter({ hasText: 'Encomenda Para a Unidade' });
    await visible(row);
    const header = await results.getByRole('row').first().getByRole('columnheader').allInnerTexts();
    const cells = await row.getByRole('cell').allInnerTexts();
    // Her name, then the button that opens the release's detail (decision 131).
    expect(cells[header.indexOf(M.colRetiradoPor)]).toBe(`${AUTHORISED.nome}${M.proofShow}`);
    await visible(row.getByRole('button', { name: M.proofShow }));
    expect(cells[header.indexOf(M.colStatus)]).toBe(M.statusRetirado);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'correspondencia-historico-autorizada-1366x768');

    // The day's timeline: the release of that code, naming her.
    await page.goto('/dashboard');
    await page.getByRole('button', { name: T.open }).click();
    const timeline = page.getByRole('dialog', { name: T.title });
    const list = timeline.getByRole('list', { name: T.title });
    await visible(list);
    await timeline.getByPlaceholder(T.search).fill('beatriz autorizada');
    const released = list.getByRole('listitem').filter({ hasText: `Correspondência retirada (Cód.${id})` });
    await visible(released);
    expect(await released.innerText()).toContain(AUTHORISED.nome);
    await timeline.getByRole('button', { name: 'Fechar' }).click();
    await hidden(timeline);
    await page.context().close();
  }, 180_000);
});
