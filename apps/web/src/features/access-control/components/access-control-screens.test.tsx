import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { ACCESS_LABELS as L, ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { AccessMenu } from './access-menu';
import { ResidentForm } from './resident-form';

describe('controle de acesso: menu e formulário de morador', { timeout: 30_000 }, () => {
  test('menu: opções 1 a 6, visitantes e entradas disponíveis, biometria só com biometria', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(<AccessMenu hasBiometrics onSelect={onSelect} />);
    expect(screen.getByRole('heading', { name: M.menuTitle })).toBeInTheDocument();
    for (const [label, choice] of [
      [M.menuNewVisitor, 'visitor'],
      [M.menuVisitorList, 'visitors'],
      [M.menuEntries, 'entries'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
      expect(onSelect).toHaveBeenLastCalledWith(choice);
    }
    expect(screen.queryByText(M.notYetAvailable)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: M.menuBiometrics }));
    expect(onSelect).toHaveBeenCalledWith('biometrics');
    rerender(<AccessMenu hasBiometrics={false} onSelect={onSelect} />);
    expect(screen.queryByRole('button', { name: M.menuBiometrics })).not.toBeInTheDocument();
  });

  test('formulário: Avançar só com nome, CPF e celular; CPF inválido ao sair do campo; inquilino começa sem app', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<ResidentForm idUnidade={91} unitLabel="Bloco A | 101" onSubmit={onSubmit} onBack={vi.fn()} />);
    const next = screen.getByRole('button', { name: L.next });
    expect(next).toBeDisabled();
    await user.type(screen.getByLabelText(/Nome/), 'Ana Souza');
    await user.type(screen.getByLabelText(/CPF/), '12345678900');
    await user.click(screen.getByLabelText(/Celular/));
    expect(await screen.findByText(M.cpfInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/CPF/));
    await user.type(screen.getByLabelText(/CPF/), '52998224725');
    await user.type(screen.getByLabelText(/Celular/), '11987654321');
    expect(next).toBeEnabled();
    expect(screen.getByRole('radio', { name: L.yes })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Inquilino' }));
    expect(screen.getByRole('radio', { name: L.no })).toBeChecked();
    await user.click(next);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        nomeSolicitante: 'Ana Souza',
        cpfCnpjSolicitante: '52998224725',
        celularSolicitante: '11987654321',
        tipoVinculo: 'morar.inquilino',
        acessoApp: false,
      }),
      expect.anything(),
    );
  });
});
