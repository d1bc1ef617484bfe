import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { Resident } from '@portaria/shared/access-control/residents.schemas';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { InviteDialog, residentInvitee } from './invite-dialog';

const resident: Resident = {
  morador: {
    idMorador: 77,
    nome: 'Helena Convidada',
    cpf: '11*******35',
    telefone: '11987654321',
    email: null,
    cadastro: '2026-11-01T10:00:00.000Z',
    cadastrado: true,
    usaBiometriaFacial: false,
    statusBiometria: 'NAO_CADASTRADA',
  },
  unidade: { id: 1, idUnidade: 1, nome: '101', nmBloco: 'Bloco A' },
  tipoAcesso: 'morar.morador',
  flTemLoginAtivo: true,
  flLiberadoParaUsarApp: true,
  flCadastroDoLegado: false,
  createdBy: null,
};

describe('convite de biometria facial', { timeout: 30_000 }, () => {
  test('GERAR LINK e ENVIAR SMS como no spec; a falha diz Falha na solicitação; o morador vai pelo idMorador, sem CPF', async () => {
    signInForTest();
    const sent: unknown[] = [];
    mockFetch({
      'POST /api/condominos/v1/seventh/convite': (_url, init) => {
        sent.push(JSON.parse(String(init.body)));
        return { status: 409, body: { message: 'Este condomínio não utiliza biometria facial.' } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<InviteDialog invitee={residentInvitee(resident)} onClose={() => undefined} />);
    expect(screen.getByRole('button', { name: 'ENVIAR SMS' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'GERAR LINK' }));
    const failed = await screen.findByRole('dialog', { name: 'Falha na solicitação' });
    expect(within(failed).getByText('Este condomínio não utiliza biometria facial.')).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({ idMorador: 77, cpfConvidado: null, tipoEnvio: 'LINK', tipoPessoa: 'MORADOR' }),
    ]);
  });
});
