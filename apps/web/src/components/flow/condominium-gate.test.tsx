import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '@portaria/shared/messages';
import { mockFetch, renderWithProviders, signInForTest } from '../../test/test-utils';
import { CondominiumGate } from './condominium-gate';

const condominium = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Edifício Solar',
  nomeFantasia: 'Solar',
  tem_biometria: false,
  blocos: [
    { idBloco: 9, nome: 'Torre Única', quantidadeUnidades: 1, unidades: [{ idUnidade: 91, nome: '101', pessoas: [] }] },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderGate = () =>
  renderWithProviders(
    <CondominiumGate errorMessage="Não foi possível carregar os blocos.">
      {(loaded) => (
        <p>
          Blocos de {loaded.nome}: {loaded.blocos.length}
        </p>
      )}
    </CondominiumGate>,
  );

describe('CondominiumGate', () => {
  test('mostra o esqueleto da lista enquanto carrega e depois entrega o condomínio ao fluxo', async () => {
    signInForTest();
    let answer: (value: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderGate();
    expect(screen.getByRole('progressbar', { name: MESSAGES.wait })).toHaveAttribute('aria-busy', 'true');
    answer(new Response(JSON.stringify(condominium), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    expect(await screen.findByText('Blocos de Edifício Solar: 1')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  test('falha ao carregar mostra a mensagem da área e Tentar novamente busca de novo', async () => {
    signInForTest();
    let calls = 0;
    mockFetch({
      'GET /api/condominios/1001': () =>
        ++calls === 1 ? { status: 503, body: { message: 'fora do ar' } } : { body: condominium },
    });
    renderGate();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Não foi possível carregar os blocos.')).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: /tentar novamente/i }));
    expect(await screen.findByText('Blocos de Edifício Solar: 1')).toBeVisible();
    expect(calls).toBe(2);
  });
});
