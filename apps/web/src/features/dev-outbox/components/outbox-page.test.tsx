import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '../../../test/test-utils';
import { OutboxPage } from './outbox-page';

afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, to: string, body: string, channel: 'sms' | 'email' = 'sms', subject: string | null = null) => ({
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
    mockFetch({
      'GET /api/dev/outbox': {
        body: {
          data: [
            entry(1, '11982345678', 'Portaria: seu código de verificação é 111111.'),
            entry(3, 'maria@portaria.dev', 'Chegou uma encomenda', 'email', 'Encomenda na portaria'),
            entry(2, '11991234567', 'Portaria: seu código de verificação é 222222.'),
          ],
        },
      },
    });
    renderWithProviders(<OutboxPage />);
    const items = within(await screen.findByRole('list', { name: 'Mensagens enviadas' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('E-mail');
    expect(items[0]).toHaveTextContent('Encomenda na portaria');
    expect(items[1]).toHaveTextContent('Para: (11) 99123-4567');
    expect(items[1]).toHaveTextContent('222222');
    expect(items[2]).toHaveTextContent('SMS');
    expect(screen.getByText('Somente no modo de demonstração/desenvolvimento')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
  });

  test('fora do modo de desenvolvimento (404) explica que a página não está ativa', async () => {
    mockFetch({ 'GET /api/dev/outbox': { status: 404, body: { message: 'Recurso não encontrado.' } } });
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByText(/só existe no modo de demonstração\/desenvolvimento/)).toBeInTheDocument();
  });

  test('sem mensagens, diz que nada foi enviado', async () => {
    mockFetch({ 'GET /api/dev/outbox': { body: { data: [] } } });
    renderWithProviders(<OutboxPage />);
    expect(await screen.findByText('Nenhuma mensagem enviada até agora.')).toBeInTheDocument();
  });
});
