import { describe, expect, test } from 'vitest';
import { completeCpf } from '@portaria/shared/br/cpf';
import { MESSAGES } from '@portaria/shared/messages';
import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { hidden, openAccessControl, seriousViolations, visible } from './support/access-control.ts';
import { shot } from './support/browser.ts';
import { DEMO } from './support/demo.ts';
import { login } from './support/login.ts';
import { settled } from './support/settled.ts';
import { deskApi } from './support/desk-api.ts';
import { useRealApp } from './support/real-app.ts';

const app = useRealApp();

const desk = () => deskApi(app.url());

/**
 * Issue 28 item 2: a business refusal is 409 with its pt-BR reason, never a 403 that logs the desk out. The demo's
 * fourth visitor was registered by a resident of its unit (seed-visitors.ts: every tenth from the fourth). The desk
 * registers the same person for another unit: its own record there offers "Excluir visitante", and the server
 * refuses because a resident's record of the person exists; the failure dialog gives the reason and OK only.
 */
describe('recusa de negócio sem perder a sessão', () => {
  test('exclusão recusada de um visitante que um morador vinculou a outra unidade: a portaria continua conectada, com a tela e a mensagem', async () => {
    const api = await desk();
    const cpf = completeCpf('710000003');
    const [residentsLink] = (await api(`/controleacesso/visitanteunidade?curinga=${cpf}`)).data as {
      visitante: { nome: string };
      nmUnidade: string | null;
    }[];
    if (!residentsLink) throw new Error('o visitante do morador não está na demonstração');
    const nome = residentsLink.visitante.nome;
    const blocks = (await api('/condominios/v3/4521/blocos')).data as { idBloco: number; nome: string }[];
    const units = (await api(`/condominios/v3/4521/unidades?idBloco=${blocks[0]!.idBloco}`)).data as {
      idUnidade: number;
      nome: string;
    }[];
    const deskUnit = units.find((u) => u.nome !== residentsLink.nmUnidade)!;
    await api('/controleacesso/visitantecomautorizacao', {
      method: 'POST',
      body: {
        visitanteUnidade: {
          visitante: { nome, cpf, visitanteTipo: 'VISITANTE' },
          unidades: [{ id: deskUnit.idUnidade }],
        },
        autorizacao: { tipoAutorizacao: 'INTERFONAR' },
      },
    });

    const page = await app.openPage();
    await login(page, DEMO.doorkeeper.cpf, DEMO.doorkeeper.password);
    await page.waitForURL('**/dashboard');
    const flow = await openAccessControl(page);
    await flow.getByRole('button', { name: /Ver lista de visitantes/ }).click();
    const search = flow.getByRole('searchbox', { name: 'Buscar visitante por nome, empresa ou documento' });
    await search.fill(cpf);
    const list = flow.getByRole('list', { name: 'Visitantes e prestadores' });
    const deskRow = list.getByRole('button', { name: new RegExp(nome) }).filter({ hasText: deskUnit.nome });
    await visible(deskRow);
    await deskRow.click();
    const detail = page.getByRole('dialog', { name: nome });
    await visible(detail.getByRole('button', { name: M.deleteVisitor }));
    await detail.getByRole('button', { name: M.deleteVisitor }).click();
    const sure = page.getByRole('dialog', { name: M.deleteConfirmTitle });
    await visible(sure);
    await sure.getByRole('button', { name: M.deleteVisitor }).click();

    const failed = page.getByRole('dialog', { name: M.requestFailedTitle });
    await visible(failed);
    expect(await failed.textContent()).toContain(M.onlyFrontDeskVisitor);
    // A refusal would only be refused again: the reason and OK, no 'Tentar novamente' (decision 104).
    expect(await failed.getByRole('button').allTextContents()).toEqual([M.ok]);
    expect(await failed.getByRole('button', { name: M.retry }).count()).toBe(0);
    await settled(failed);
    await shot(page, 'refusal-visitor-delete-1366x768');
    expect(await seriousViolations(page)).toEqual([]);
    // Still signed in: no session-expired dialog, still on the dashboard, the token still in the tab.
    expect(await page.getByRole('dialog', { name: MESSAGES.sessionExpired }).isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await failed.getByRole('button', { name: 'OK' }).click();
    await hidden(failed);
    // The screen is intact: the visitor's detail over the filtered list, and the desk can go on working.
    await visible(detail.getByRole('button', { name: M.deleteVisitor }));
    await detail.getByRole('button', { name: 'Fechar' }).click();
    await hidden(detail);
    expect(await search.inputValue()).toBe(cpf);
    await visible(deskRow);
    // Still signed in after a reload: the open area comes back where it was (decision 098), no session-expired dialog.
    await page.reload();
    await visible(page.getByRole('dialog', { name: 'Controle de Acesso' }));
    expect(await page.getByRole('dialog', { name: MESSAGES.sessionExpired }).isVisible()).toBe(false);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
  }, 300_000);
});
