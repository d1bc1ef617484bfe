import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { RESIDENTS_IMPORT_MESSAGES as M } from '@portaria/shared/administration/residents-import.messages';
import { PERMISSIONS } from '@portaria/shared/permissions';
import { fill } from '@portaria/shared/text';
import { mockFetch, renderWithProviders, signInForTest } from '../../../../test/test-utils';
import { ResidentsImportPanel } from './residents-import-panel';

const HASH = 'a'.repeat(64);
const preview = {
  hash: HASH,
  linhas: 4,
  contagem: { criar: 2, atualizar: 1, inalterado: 0, recusado: 1 },
  recusadas: [
    {
      linha: 5,
      bloco: 'Bloco Z',
      unidade: '101',
      nome: 'Linha Recusada',
      cpf: '71*******22',
      motivo: 'Bloco "Bloco Z" não existe neste condomínio',
    },
  ],
  alteracoes: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('importação de moradores', () => {
  test('o arquivo vai como bytes para a prévia; a síndica vê as contagens e o motivo e confirma com o hash da prévia', async () => {
    signInForTest({ permissions: { rolePermissions: [PERMISSIONS.importResidents], customPermissions: [] } });
    const sent: { url: string; body: unknown; type: string | undefined }[] = [];
    const record = (url: URL, init: RequestInit) =>
      sent.push({
        url: `${url.pathname}${url.search}`,
        body: init.body,
        type: (init.headers as Record<string, string>)['Content-Type'],
      });
    mockFetch({
      'POST /api/administracao/moradores/importacao/previa': (url, init) => (record(url, init), { body: preview }),
      'POST /api/administracao/moradores/importacao/aplicar': (url, init) => {
        record(url, init);
        return {
          body: {
            contagem: preview.contagem,
            message: fill(M.applied, { criados: 2, atualizados: 1, inalterados: 0, recusados: 1 }),
          },
        };
      },
    });
    renderWithProviders(<ResidentsImportPanel />);
    const file = new File(['Bloco;Unidade;Nome;CPF;Perfil\r\n'], 'moradores.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText(M.fileLabel), file);

    const summary = await screen.findByRole('region', { name: M.previewTitle });
    expect(within(summary).getByText(M.countCreate).nextSibling).toHaveTextContent('2');
    expect(within(summary).getByText(M.countRefused).nextSibling).toHaveTextContent('1');
    const refused = within(summary).getByRole('table', { name: M.refusedTitle });
    expect(within(refused).getByText('Bloco "Bloco Z" não existe neste condomínio')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.downloadRefused })).toBeEnabled();
    expect(screen.getByText(fill(M.confirmHint, { n: 3 }))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: M.confirm }));
    expect(
      await screen.findByText(fill(M.applied, { criados: 2, atualizados: 1, inalterados: 0, recusados: 1 })),
    ).toBeInTheDocument();
    expect(sent.map((s) => [s.url, s.type])).toEqual([
      ['/api/administracao/moradores/importacao/previa', 'application/octet-stream'],
      [`/api/administracao/moradores/importacao/aplicar?previa=${HASH}`, 'application/octet-stream'],
    ]);
    // The same File both times, sent as it is (not JSON).
    expect(sent[0]!.body).toBe(file);
    expect(sent[1]!.body).toBe(file);
    expect(screen.queryByRole('region', { name: M.previewTitle })).toBeNull();
  });

  test('um arquivo recusado mostra a mensagem do servidor; uma prévia sem nada a aplicar não deixa confirmar', async () => {
    signInForTest({ permissions: { rolePermissions: [PERMISSIONS.importResidents], customPermissions: [] } });
    let calls = 0;
    mockFetch({
      'POST /api/administracao/moradores/importacao/previa': () =>
        ++calls === 1
          ? { status: 415, body: { message: M.fileType } }
          : { body: { ...preview, contagem: { criar: 0, atualizar: 0, inalterado: 3, recusado: 0 }, recusadas: [] } },
    });
    renderWithProviders(<ResidentsImportPanel />);
    const input = screen.getByLabelText(M.fileLabel);
    await userEvent.upload(input, new File(['%PDF'], 'boleto-renomeado.xlsx'));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.fileType);

    await userEvent.upload(input, new File(['x'], 'moradores.csv'));
    await screen.findByRole('region', { name: M.previewTitle });
    expect(screen.getByRole('button', { name: M.confirm })).toBeDisabled();
    expect(screen.getByText(M.nothingToApply)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.downloadRefused })).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
