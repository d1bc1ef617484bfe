import { describe, expect, test, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { Condominium } from '@portaria/shared/condominium/condominium.schemas';
import { renderWithProviders } from '../../../test/test-utils';
import { WEB_COPY } from '../correspondence-copy';
import { HistoryFilter } from './history-filter';

const CONDO: Condominium = {
  idCondo: 1001,
  referencia: 4521,
  nome: 'Residencial',
  nomeFantasia: 'R',
  tem_biometria: false,
  blocos: [
    { idBloco: 1, nome: 'Bloco A', quantidadeUnidades: 1, unidades: [{ idUnidade: 1, nome: '101', pessoas: [] }] },
  ],
};

describe('filtro do histórico: datas digitadas', () => {
  test('De digitada dígito a dígito (DDMMAAAA, ano 2, 20, 202...) não quebra a tela e libera o Até', async () => {
    renderWithProviders(
      <HistoryFilter
        condominium={CONDO}
        onSearch={vi.fn()}
        onBack={vi.fn()}
        today={new Date('2026-11-22T15:00:00Z')}
      />,
    );
    const user = userEvent.setup();
    await user.click(
      within(screen.getByRole('group', { name: M.periodFrom })).getByRole('spinbutton', { name: 'Dia' }),
    );
    await user.keyboard('21112026');
    expect(
      within(screen.getByRole('group', { name: M.periodUntil })).getByRole('spinbutton', { name: 'Dia' }),
    ).not.toHaveAttribute('aria-disabled', 'true');
  });
});

describe('filtro do histórico: uma data sem a outra', () => {
  const setup = () => {
    renderWithProviders(
      <HistoryFilter
        condominium={CONDO}
        onSearch={vi.fn()}
        onBack={vi.fn()}
        today={new Date('2026-11-22T15:00:00Z')}
      />,
    );
    return userEvent.setup();
  };
  const day = (group: string) =>
    within(screen.getByRole('group', { name: group })).getByRole('spinbutton', { name: 'Dia' });

  test('só De: diz que falta o Até, e Buscar fica desabilitado', async () => {
    const user = setup();
    await user.click(day(M.periodFrom));
    await user.keyboard('20112026');
    expect(screen.getByText(WEB_COPY.periodUntilMissing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.searchButton })).toBeDisabled();
  });

  test('De apagada com Até preenchida: diz que falta o De', async () => {
    const user = setup();
    await user.click(day(M.periodFrom));
    await user.keyboard('20112026');
    await user.click(day(M.periodUntil));
    await user.keyboard('21112026');
    expect(screen.queryByText(WEB_COPY.periodUntilMissing)).not.toBeInTheDocument();
    expect(screen.queryByText(WEB_COPY.periodFromMissing)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.searchButton })).toBeEnabled();
    await user.click(day(M.periodFrom));
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    expect(screen.getByText(WEB_COPY.periodFromMissing)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.searchButton })).toBeDisabled();
  });
});
