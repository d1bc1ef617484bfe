import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { MESSAGES } from '@portaria/shared/messages';
import { ApiError, mayPassOnRetry } from '../../../lib/api-client';
import { RequestFailedDialog } from './request-failed-dialog';

const TITLE = 'Falha na solicitação';
const TEXT = 'Não foi possível concluir a sua solicitação. Por favor, tente novamente.';

const show = (error: unknown, instead?: { label: string; onClick: () => void }) => {
  const onRetry = vi.fn();
  const onClose = vi.fn();
  render(
    <RequestFailedDialog
      open
      error={error}
      title={TITLE}
      text={TEXT}
      onRetry={onRetry}
      onClose={onClose}
      instead={instead}
    />,
  );
  return { onRetry, onClose, dialog: screen.getByRole('dialog', { name: TITLE }), user: userEvent.setup() };
};

describe('falha na solicitação: Tentar novamente só quando pode passar (decisão 104)', () => {
  test.each([409, 422])('recusa %i: o texto, o motivo do servidor e só OK', async (status) => {
    const { dialog, onRetry, onClose, user } = show(
      new ApiError(status, 'Somente visitantes/prestadores cadastrados pela portaria podem ser excluídos.'),
    );
    expect(dialog).toHaveTextContent(TEXT);
    expect(dialog).toHaveTextContent('Somente visitantes/prestadores cadastrados pela portaria podem ser excluídos.');
    expect(within(dialog).queryByRole('button', { name: MESSAGES.retry })).not.toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([MESSAGES.ok]);
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.ok }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onRetry).not.toHaveBeenCalled();
  });

  test.each([
    ['503', new ApiError(503, 'Erro interno.')],
    ['500', new ApiError(500, 'Erro interno.')],
    ['429', new ApiError(429, 'Muitas tentativas.')],
    ['sem resposta (rede ou tempo esgotado)', new ApiError(0, MESSAGES.networkError)],
  ])('falha %s: OK e Tentar novamente, que envia de novo', async (_, error) => {
    const { dialog, onRetry, onClose, user } = show(error);
    expect(dialog).toHaveTextContent(TEXT);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([MESSAGES.ok, MESSAGES.retry]);
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  test('uma ação própria da tela substitui Tentar novamente, mesmo numa recusa', async () => {
    const onExit = vi.fn();
    const { dialog, user } = show(new ApiError(409, 'Esta pessoa já está dentro.'), {
      label: 'Registrar saída',
      onClick: onExit,
    });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([MESSAGES.ok, 'Registrar saída']);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar saída' }));
    expect(onExit).toHaveBeenCalledTimes(1);
  });

  test('quais falhas podem passar ao repetir', () => {
    const passes = [0, 408, 429, 500, 502, 503, 504].map((status) => mayPassOnRetry(new ApiError(status, 'x')));
    const fails = [400, 401, 403, 404, 409, 422].map((status) => mayPassOnRetry(new ApiError(status, 'x')));
    expect(passes.every(Boolean)).toBe(true);
    expect(fails.some(Boolean)).toBe(false);
    expect(mayPassOnRetry(new Error('resposta ilegível'))).toBe(false);
  });
});
