import { beforeAll, describe, expect, onTestFailed, test } from 'vitest';
import type { Page } from 'playwright-core';
import { CORRESPONDENCE_MESSAGES as C } from '@portaria/shared/correspondence/correspondence.messages';
import { DESK_MESSAGES as M } from '@portaria/shared/desk/desk.messages';
import { seriousViolations, visible } from './support/access-control.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { deskApi } from './support/desk-api.ts';
import { login } from './support/login.ts';
import { useRealApp } from './support/real-app.ts';

/**
 * Issue 32 item 6 in a real browser: the dashboard's `Retirar pelo código` takes a USB scanner's read from the page
 * itself (no click, no field focused) and its Enter lands on who is collecting; the `Dentro agora` board lists a
 * visitor who came in and closes the visit with its exit.
 */
const TILE = 'Correspondência e Entregas';
/** A USB scanner types faster than a person: 10 ms between keys. */
const SCANNER = { delay: 10 };
const RESIDENT = { typed: 'duarte', nome: 'Helena Duarte Fonseca', unit: 'Bloco A · 302', unitLine: '302' } as const;
const VISITOR = { nome: 'Otávio Dentro Agora', cpf: '12345678909' } as const;

/** Each journey alone takes 3–10 s; three browser specs at a time on a 2-core machine stretch that several times. */
const JOURNEY_MS = 120_000;

const app = useRealApp();
let page: Page;

/** Each journey starts from a fresh dashboard, whatever the one before left open; a failure leaves its screen. */
const atDashboard = async () => {
  onTestFailed(async () => {
    await shot(page, 'desk-dashboard-failure');
  });
  await page.goto('/dashboard');
  await page.getByRole('button', { name: TILE, exact: true }).waitFor();
};

const anyUnit = async () => {
  const api = await deskApi(app.url());
  const units = (await api('/condominios/v3/4521/unidades')).data as { idUnidade: number }[];
  return { api, idUnidade: units[3]!.idUnidade };
};

beforeAll(async () => {
  page = await app.openPage();
  await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
  await page.waitForURL('**/dashboard');
  await page.getByRole('button', { name: TILE, exact: true }).waitFor();
});

describe('painel da portaria: leitor de código e quem está dentro agora', () => {
  test(
    'o leitor lê COD<n> e Enter no painel sem foco em campo: a retirada abre em quem retira; de novo, diz que já saiu',
    async () => {
      const { api, idUnidade } = await anyUnit();
      const parcel = (await api('/correspondencia/entrada', {
        method: 'POST',
        body: { unidade: idUnidade, destinatario: 'Leitura Do Leitor', categoria: 'PACOTE', tamanho: 'PEQUENO' },
      })) as { id: number };
      await atDashboard();
      const field = page.getByRole('textbox', { name: M.scanner.label });
      await visible(field);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'desk-dashboard-scanner-1366x768');

      // Nothing is focused: the scanner's keys land in the field all the same, and its Enter opens the release.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.type(`COD${parcel.id}`, SCANNER);
      await page.keyboard.press('Enter');
      const flow = page.getByRole('dialog', { name: TILE });
      const people = flow.getByRole('radiogroup', { name: C.selectPickupPerson });
      await visible(people);
      await people.getByRole('radio').first().click();
      // The label's code proves nothing about the person: the doorkeeper confirms a document (decision 127).
      await flow.getByRole('checkbox', { name: C.documentCheck }).check();
      await flow.getByRole('button', { name: C.finishPickup }).click();
      await visible(flow.getByText(C.pickupSuccess));
      // Started by the scanner, the release's OK closes the area: the dashboard is ready for the next read.
      await flow.getByRole('button', { name: C.ok }).click();
      await expect.poll(() => flow.count(), { timeout: 15_000 }).toBe(0);

      // The same label again: the release by code says when it left, on its code step.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.type(`COD${parcel.id}`, SCANNER);
      await page.keyboard.press('Enter');
      await visible(flow.getByText(new RegExp(`Cód\\.${parcel.id} já foi retirada em`)));
      await flow.getByRole('button', { name: 'Fechar' }).first().click();
      await expect.poll(() => flow.count(), { timeout: 15_000 }).toBe(0);

      // A person: C focuses the field, then the digits; a read that is no code says so and opens nothing.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page.keyboard.press('c');
      await expect.poll(() => field.evaluate((el) => el === document.activeElement), { timeout: 15_000 }).toBe(true);
      await page.keyboard.type('12ab');
      await page.keyboard.press('Enter');
      await visible(page.getByText(M.scanner.invalid));
      expect(await flow.count()).toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    },
    JOURNEY_MS,
  );

  test(
    'um campo só escolhe a unidade pelo nome da moradora: a encomenda é cadastrada na unidade dela',
    async () => {
      await atDashboard();
      await page.getByRole('button', { name: TILE, exact: true }).click();
      const flow = page.getByRole('dialog', { name: TILE });
      await flow.getByRole('button', { name: C.optionRegister }).click();
      const unitField = flow.getByRole('combobox', { name: M.unitPick.label });
      await expect
        .poll(() => unitField.evaluate((el) => el === document.activeElement), { timeout: 15_000 })
        .toBe(true);
      await page.keyboard.type(RESIDENT.typed, { delay: 60 });
      const option = flow.getByRole('option', { name: new RegExp(RESIDENT.nome) });
      await visible(option);
      expect(await option.innerText()).toContain(RESIDENT.unit);
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'desk-unit-field-1366x768');
      await page.keyboard.press('Enter');
      await visible(flow.getByRole('heading', { name: C.formTitle }));
      expect(await flow.innerText()).toContain(RESIDENT.unitLine);
      await flow.getByRole('combobox', { name: /Destinatário/ }).fill(RESIDENT.nome);
      await flow.getByRole('radio', { name: 'PACOTE', exact: true }).click();
      await flow.getByRole('radio', { name: 'Médio', exact: true }).click();
      await flow.getByRole('button', { name: C.submitRegister }).click();
      await visible(flow.getByText(C.registerSuccess));
      expect(await flow.getByRole('region', { name: 'Etiqueta da correspondência' }).innerText()).toContain('302');
      await flow.getByRole('button', { name: 'Fechar' }).first().click();
    },
    JOURNEY_MS,
  );

  test(
    'Dentro agora lista quem entrou, com há quanto tempo; a saída pelo quadro tira a pessoa dele',
    async () => {
      const { api, idUnidade } = await anyUnit();
      const saved = (await api('/controleacesso/visitantecomautorizacao', {
        method: 'POST',
        body: {
          visitanteUnidade: {
            visitante: { nome: VISITOR.nome, cpf: VISITOR.cpf, visitanteTipo: 'PRESTADOR_SERVICO' },
            unidades: [{ id: idUnidade }],
          },
          autorizacao: { tipoAutorizacao: 'INTERFONAR' },
        },
      })) as { idVisitanteUnidade: number };
      await api(`/controleacesso/entradaesaida/automatico?idVisitanteUnidade=${saved.idVisitanteUnidade}`, {
        method: 'POST',
      });
      await atDashboard();
      const board = page.getByRole('region', { name: new RegExp(`^${M.insideNow.title}`) });
      const card = board.getByRole('listitem', { name: VISITOR.nome });
      // The one who came in last is at the end: with the demo's open visits of other days it may be on a page the
      // board loads as the person scrolls down to it.
      await expect
        .poll(
          async () => {
            if (await card.isVisible()) return true;
            await board.getByRole('listitem').last().scrollIntoViewIfNeeded();
            return false;
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      expect(await card.innerText()).toMatch(/Entrou em/);
      await card.scrollIntoViewIfNeeded();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, 'desk-dashboard-inside-now-1366x768');

      await card.getByRole('button', { name: 'Registrar saída' }).click();
      const confirm = page.getByRole('dialog', { name: 'Registrar saída' });
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      const done = page.getByRole('dialog', { name: 'Saída registrada com sucesso!' });
      await visible(done);
      await done.getByRole('button', { name: 'Fechar' }).click();
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(0);
    },
    JOURNEY_MS,
  );
});
