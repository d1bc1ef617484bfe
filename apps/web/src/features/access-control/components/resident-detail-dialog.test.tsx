import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';
import { renderWithProviders, signInForTest } from '../../../test/test-utils';
import { ResidentDetailDialog } from './resident-detail-dialog';

const resident = (statusBiometria: 'CADASTRADA' | 'NAO_CADASTRADA'): Resident => ({
  morador: {
    idMorador: 77,
    nome: 'Helena Biometria',
    cpf: '11*******35',
    telefone: null,
    email: null,
    cadastro: '2026-11-01T10:00:00.000Z',
    cadastrado: true,
    usaBiometriaFacial: statusBiometria === 'CADASTRADA',
    statusBiometria,
  },
  unidade: { id: 1, idUnidade: 1, nome: '101', nmBloco: 'Bloco A' },
  tipoAcesso: 'morar.morador',
  flTemLoginAtivo: true,
  flLiberadoParaUsarApp: true,
  flCadastroDoLegado: false,
  createdBy: null,
});
const noop = () => undefined;

afterEach(() => vi.unstubAllGlobals());

describe('detalhe do morador: foto da biometria', { timeout: 30_000 }, () => {
  test('biometria cadastrada: Ver foto pede a foto do morador e a mostra no visualizador', async () => {
    signInForTest();
    const fetchSpy = vi.fn(
      async () =>
        new Response(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
          status: 200,
          headers: { 'content-type': 'image/jpeg' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:foto'), revokeObjectURL: vi.fn() }));
    renderWithProviders(
      <ResidentDetailDialog
        resident={resident('CADASTRADA')}
        hasBiometrics
        userId={1}
        onClose={noop}
        onEdit={noop}
        onDelete={noop}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: M.viewFacePhoto }));
    const viewer = await screen.findByRole('dialog', { name: M.facePhotoTitle }, { timeout: 5000 });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', 'blob:foto');
    expect(String((fetchSpy.mock.calls[0] as unknown[])[0])).toContain(
      '/api/condominos/v1/moradores/77/biometria/foto',
    );
  });

  test('sem biometria cadastrada não há Ver foto', () => {
    signInForTest();
    renderWithProviders(
      <ResidentDetailDialog
        resident={resident('NAO_CADASTRADA')}
        hasBiometrics
        userId={1}
        onClose={noop}
        onEdit={noop}
        onDelete={noop}
      />,
    );
    expect(screen.queryByRole('button', { name: M.viewFacePhoto })).not.toBeInTheDocument();
  });
});
