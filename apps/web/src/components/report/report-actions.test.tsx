import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, type BlobResponse } from '../../lib/api-client';
import { renderWithProviders } from '../../test/test-utils';
import { ReportActions, type ReportFormat } from './report-actions';

afterEach(() => vi.unstubAllGlobals());

const LABELS = { pdf: 'Baixar PDF', csv: 'Exportar CSV', failed: 'Não foi possível gerar o relatório.' };

const stubDownloads = () => {
  const createObjectURL = vi.fn((_: Blob) => 'blob:x');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const names: string[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { createObjectURL, names, restore: () => click.mockRestore() };
};

const answer = (fileName: string | null): BlobResponse => ({ status: 200, blob: new Blob(['x']), fileName });

describe('ações de relatório (PDF e CSV)', () => {
  test('cada botão pede o seu formato e salva com o nome do servidor, ou o da área quando o servidor não dá', async () => {
    const downloads = stubDownloads();
    const onFetch = vi.fn(async (format: ReportFormat) => answer(format === 'PDF' ? 'servidor.pdf' : null));
    const user = userEvent.setup();
    renderWithProviders(
      <ReportActions onFetch={onFetch} fallbackName={(f) => `area.${f.toLowerCase()}`} labels={LABELS} />,
    );
    await user.click(screen.getByRole('button', { name: LABELS.pdf }));
    await waitFor(() => expect(downloads.names).toEqual(['servidor.pdf']));
    await user.click(screen.getByRole('button', { name: LABELS.csv }));
    await waitFor(() => expect(downloads.names).toEqual(['servidor.pdf', 'area.csv']));
    expect(onFetch.mock.calls.map(([format]) => format)).toEqual(['PDF', 'CSV']);
    downloads.restore();
  });

  test('os dois botões esperam enquanto não há o que exportar e enquanto um arquivo baixa', async () => {
    let release: (value: BlobResponse) => void = () => undefined;
    const onFetch = vi.fn(() => new Promise<BlobResponse>((resolve) => (release = resolve)));
    const user = userEvent.setup();
    const waiting = renderWithProviders(
      <ReportActions onFetch={onFetch} fallbackName={() => 'r'} labels={LABELS} isDisabled />,
    );
    expect(screen.getByRole('button', { name: LABELS.pdf })).toBeDisabled();
    expect(screen.getByRole('button', { name: LABELS.csv })).toBeDisabled();
    waiting.unmount();
    renderWithProviders(<ReportActions onFetch={onFetch} fallbackName={() => 'r'} labels={LABELS} />);
    const downloads = stubDownloads();
    await user.click(await screen.findByRole('button', { name: LABELS.csv }));
    await waitFor(() => expect(screen.getByRole('button', { name: LABELS.pdf })).toBeDisabled());
    expect(screen.getByRole('button', { name: LABELS.csv })).toBeDisabled();
    release(answer('r.csv'));
    await waitFor(() => expect(screen.getByRole('button', { name: LABELS.pdf })).toBeEnabled());
    downloads.restore();
  });

  test('a falha mostra o título da área com as palavras do servidor e fica até ser fechada; nada é salvo', async () => {
    const downloads = stubDownloads();
    const onFetch = vi.fn(async () => {
      throw new ApiError(400, 'Período maior que 90 dias.');
    });
    const user = userEvent.setup();
    renderWithProviders(<ReportActions onFetch={onFetch} fallbackName={() => 'r'} labels={LABELS} />);
    await user.click(screen.getByRole('button', { name: LABELS.pdf }));
    const dialog = await screen.findByRole('dialog', { name: LABELS.failed });
    expect(dialog).toHaveTextContent('Período maior que 90 dias.');
    expect(downloads.createObjectURL).not.toHaveBeenCalled();
    downloads.restore();
  });

  test('um relatório sem corpo é uma falha, não um arquivo vazio', async () => {
    const downloads = stubDownloads();
    const user = userEvent.setup();
    renderWithProviders(
      <ReportActions
        onFetch={async () => ({ status: 204, blob: null, fileName: null })}
        fallbackName={() => 'r'}
        labels={LABELS}
      />,
    );
    await user.click(screen.getByRole('button', { name: LABELS.csv }));
    expect(await screen.findByRole('dialog', { name: LABELS.failed })).toBeInTheDocument();
    expect(downloads.names).toEqual([]);
    downloads.restore();
  });
});
