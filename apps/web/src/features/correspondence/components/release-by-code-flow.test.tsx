import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { retiradaResponseSchema } from '@portaria/shared/correspondence/correspondence.schemas';
import { contractBody, mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { WEB_COPY } from '../correspondence-copy';
import { FlowScopeProvider, flowScopeOf } from '../../../components/flow/flow-scope';
import { writeStored } from '../../../lib/user-storage';
import { SCANNED_CODE } from '../scanned-code';
import { BLOCO_B_302, pendingParcel, unitResidents } from '../test-fixtures';
import { fill } from '@portaria/shared/text';
import { ReleaseByCodeFlow } from './release-by-code-flow';

const RESIDENTS = unitResidents(BLOCO_B_302);

const setup = (scanned?: string) => {
  signInForTest();
  // What the dashboard's scanner field writes before it opens the area (app/desk-console.tsx).
  if (scanned) writeStored(`${flowScopeOf('correspondence')}${SCANNED_CODE}`, scanned);
  const released: unknown[] = [];
  const lookedUp: string[] = [];
  mockFetch({
    // The resident's pickup code (decision 127): 482913 is parcel 71's; 111111 is nobody's; 999999 is locked out.
    'POST /api/correspondencia/codigo-retirada': (_url, init) => {
      const { codigoRetirada } = JSON.parse(String(init.body)) as { codigoRetirada: string };
      lookedUp.push(`retirada:${codigoRetirada}`);
      if (codigoRetirada === '482913') return { body: pendingParcel({}) };
      if (codigoRetirada === '999999')
        return { status: 429, body: { message: fill(M.pickupCodeLockedCondominium, { espera: '40 minutos' }) } };
      return { status: 404, body: { message: M.pickupCodeWrong } };
    },
    'GET /api/correspondencia/codigo/71': () => {
      lookedUp.push('71');
      return { body: pendingParcel({}) };
    },
    'GET /api/correspondencia/codigo/72': {
      body: pendingParcel({
        id: 72,
        status: 'RETIRADA',
        dataRetirada: '2026-11-21T12:30:00.000Z',
        nomeMoradorNaoCadastro: 'Rosa',
      }),
    },
    'GET /api/correspondencia/codigo/99': { status: 404, body: { message: M.codeNotFound } },
    'GET /api/unidades/501/moradores': { body: RESIDENTS },
    'POST /api/correspondencia/retirada': (_url, init) => {
      released.push(JSON.parse(String(init.body)));
      return { body: contractBody(retiradaResponseSchema, { data: [] }) };
    },
  });
  const onExit = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <FlowScopeProvider name="correspondence">
      <ReleaseByCodeFlow onExit={onExit} onClose={onClose} />
    </FlowScopeProvider>,
  );
  return { released, lookedUp, onExit, onClose };
};

const codeField = () => screen.getByRole('textbox', { name: M.typeCode });

describe('retirar pelo código, em dois passos', () => {
  test('aberto pelo leitor do painel: busca o código lido uma vez, vai direto a quem retira, e o OK fecha a área', async () => {
    const { released, lookedUp, onExit, onClose } = setup('71');
    await userEvent.click(await screen.findByRole('radio', { name: /Bruno Lima/ }));
    expect(lookedUp).toEqual(['71']);
    // The label's code proves nothing about the person: the document check is asked for.
    await userEvent.click(screen.getByRole('checkbox', { name: M.documentCheck }));
    await userEvent.click(screen.getByRole('button', { name: M.finishPickup }));
    expect(await screen.findByText(M.pickupSuccess)).toBeInTheDocument();
    expect(released).toEqual([expect.objectContaining({ id: 71 })]);
    await userEvent.click(screen.getByRole('button', { name: M.ok }));
    expect(onClose).toHaveBeenCalled();
    expect(onExit).not.toHaveBeenCalled();
  });

  test('o leitor lê uma já retirada: fica no código, que diz quando saiu', async () => {
    setup('72');
    expect(await screen.findByText(/^Cód\.72 já foi retirada em 21\/11\/2026/)).toBeInTheDocument();
    expect(codeField()).toHaveValue('72');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  test('Cód.71 e Enter mostra a etiqueta e a unidade; Avançar, o morador, o documento conferido, Finalizar Retirada', async () => {
    const { released, onExit } = setup();
    await userEvent.type(codeField(), 'Cód.71{Enter}');
    expect(await screen.findByText('Bloco B - 302')).toBeInTheDocument();
    expect(screen.getByText(/^Cód\.71 - 20\/11\/2026 10:05 \| PACOTE \| MÉDIO \| Caixa Amazon$/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Bruno Lima/ }));
    const finish = screen.getByRole('button', { name: M.finishPickup });
    expect(finish).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: M.documentCheck }));
    await userEvent.click(finish);
    expect(await screen.findByText(M.pickupSuccess)).toBeInTheDocument();
    expect(released).toEqual([
      expect.objectContaining({
        id: 71,
        moradorRetirada: expect.objectContaining({ idMorador: 77 }),
        documentoConferido: true,
      }),
    ]);
    expect(released[0]).not.toHaveProperty('codigoRetirada');
    await userEvent.click(screen.getByRole('button', { name: M.ok }));
    expect(onExit).toHaveBeenCalled();
  });

  test('Enter de novo com a correspondência na tela avança (teclado apenas), sem buscar outra vez', async () => {
    const { lookedUp } = setup();
    await userEvent.type(codeField(), 'cod 71{Enter}');
    await screen.findByText('Bloco B - 302');
    await userEvent.type(codeField(), '{Enter}');
    expect(await screen.findByRole('radio', { name: /Bruno Lima/ })).toBeInTheDocument();
    expect(lookedUp).toEqual(['71']);
  });

  test('código desconhecido (ou de outro condomínio): a mensagem do servidor, e Avançar desabilitado', async () => {
    setup();
    await userEvent.type(codeField(), '99{Enter}');
    expect(await screen.findByText(M.codeNotFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeDisabled();
  });

  test('já retirada: diz quando saiu', async () => {
    setup();
    await userEvent.type(codeField(), '72{Enter}');
    expect(await screen.findByText('Cód.72 já foi retirada em 21/11/2026 09:30.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeDisabled();
  });

  test('texto que não é código: pede o número, sem chamar o servidor', async () => {
    const { lookedUp } = setup();
    await userEvent.type(codeField(), 'BR123456789BR{Enter}');
    expect(await screen.findByText(WEB_COPY.codeInvalid)).toBeInTheDocument();
    expect(lookedUp).toEqual([]);
  });

  test('mudar o código apaga a correspondência encontrada', async () => {
    setup();
    await userEvent.type(codeField(), '71{Enter}');
    await screen.findByText('Bloco B - 302');
    await userEvent.type(codeField(), '2');
    expect(screen.queryByText('Bloco B - 302')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeDisabled();
  });
  test('o código de retirada do morador (6 dígitos) acha a correspondência e libera sem pedir documento', async () => {
    const { released, lookedUp } = setup();
    await userEvent.type(codeField(), '482 913{Enter}');
    expect(await screen.findByText('Bloco B - 302')).toBeInTheDocument();
    expect(lookedUp).toEqual(['retirada:482913']);
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Bruno Lima/ }));
    expect(screen.getByText(M.pickupCodeChecked)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: M.documentCheck })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.finishPickup }));
    expect(await screen.findByText(M.pickupSuccess)).toBeInTheDocument();
    expect(released).toEqual([expect.objectContaining({ id: 71, codigoRetirada: '482913' })]);
    expect(released[0]).not.toHaveProperty('documentoConferido');
  });

  test('código de retirada errado: diz que está incorreto, e Avançar fica desabilitado', async () => {
    const { released } = setup();
    await userEvent.type(codeField(), '111111{Enter}');
    expect(await screen.findByText(M.pickupCodeWrong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Avançar' })).toBeDisabled();
    expect(released).toEqual([]);
  });

  test('códigos errados demais: o bloqueio diz quando tentar de novo, e o Cód. da etiqueta continua valendo', async () => {
    setup();
    await userEvent.type(codeField(), '999999{Enter}');
    expect(await screen.findByText(fill(M.pickupCodeLockedCondominium, { espera: '40 minutos' }))).toBeInTheDocument();
    await userEvent.clear(codeField());
    await userEvent.type(codeField(), 'Cód.71{Enter}');
    expect(await screen.findByText('Bloco B - 302')).toBeInTheDocument();
  });

  test('pelo Cód. da etiqueta, outra pessoa: o diálogo também pede o documento conferido', async () => {
    const { released } = setup();
    await userEvent.type(codeField(), '71{Enter}');
    await screen.findByText('Bloco B - 302');
    await userEvent.click(screen.getByRole('button', { name: 'Avançar' }));
    await userEvent.click(await screen.findByRole('button', { name: WEB_COPY.otherPerson }));
    const dialog = await screen.findByRole('dialog', { name: M.pickupDialogTitle });
    await userEvent.type(within(dialog).getByLabelText(/Nome/), 'Vizinho do 12');
    const confirm = within(dialog).getByRole('button', { name: M.finishPickup });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: M.documentCheck }));
    await userEvent.click(confirm);
    expect(await screen.findByText(M.pickupSuccess)).toBeInTheDocument();
    expect(released).toEqual([
      expect.objectContaining({ id: 71, nomeMoradorNaoCadastro: 'Vizinho do 12', documentoConferido: true }),
    ]);
  });
});
