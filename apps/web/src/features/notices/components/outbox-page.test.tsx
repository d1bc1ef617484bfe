import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../../../test/test-utils';
import { OutboxPage } from './outbox-page';

afterEach(() => vi.unstubAllGlobals());

const entry = (
  id: number,
  to: string,
  body: string,
  channel: 'sms' | 'email' = 'sms',
  subject: string | null = null,
) => ({
  id,
  channel,
  to,
  subject,
  body,
  purpose: 'teste',
  createdAt: `2026-11-21T13:0${id}:00.000Z`,
});

describe('caixa de saída de desenvolvimento', () => {
  test('lista as mensagens, a mais nova primeiro, com canal, destino, assunto e texto', async () => {
    const asked: string[] = [];
    mockFetch({
      'GET /api/dev/outbox': (url) => {
        asked.push(url.searchParams.get('key') ?? '');
        return {
          body: {
            data: [
              entry(1, '11982345678', 'Portaria: seu código de verificação é 111111.'),
              entry(3, 'maria@portaria.dev', 'Chegou uma encomenda', 'email', 'Encomenda na portaria'),
              entry(2, '11991234567', 'Portaria: seu código de verificação é 222222.'),
            ],
          },
        };
      },
    });
    renderWithProviders(<OutboxPage />, { route: '/?key=chave-do-terminal' });
    const items = within(await screen.findByRole('list', { name: 'Mensagens enviadas' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('E-mail');
    expect(items[0]).toHaveTextContent('Encomenda na portaria');
    expect(items[1]).toHaveTextContent('Para: (11) 99123-4567');
    expect(items[1]).toHaveTextContent('222222');
    expect(items[2]).toHaveTextContent('SMS');
    expect(screen.getByText('Somente no modo de demonstração/desenvolvimento')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
    expect(asked[0]).toBe('chave-do-terminal');
  });

  test('sem a chave no endereço, não pede nada ao servidor e explica onde achar o endereço completo', async () => {
    const fetch = mockFetch({ 'GET /api/dev/outbox': { body: { data: [entry(1, '11982345678', 'código 111111')] } } });
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByText('Abra a caixa de saída pelo endereço do terminal')).toBeInTheDocument();
    expect(screen.getByText(/Copie o endereço completo mostrado no terminal/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mensagens enviadas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  test('chave errada ou fora do modo de desenvolvimento (404): explica que a chave não abre e mostra nada da lista', async () => {
    mockFetch({ 'GET /api/dev/outbox': { status: 404, body: { message: 'Recurso não encontrado.' } } });
    renderWithProviders(<OutboxPage />, { route: '/?key=velha' });
    expect(await screen.findByText(/Esta chave não abre a caixa de saída/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Mensagens enviadas' })).not.toBeInTheDocument();
  });

  test('sem mensagens, diz que nada foi enviado', async () => {
    mockFetch({ 'GET /api/dev/outbox': { body: { data: [] } } });
    renderWithProviders(<OutboxPage />, { route: '/?key=k' });
    expect(await screen.findByText('Nenhuma mensagem enviada até agora.')).toBeInTheDocument();
  });
});
