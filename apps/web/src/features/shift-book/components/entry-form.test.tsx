import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { SHIFT_BOOK_MESSAGES as M } from '@portaria/shared/shift-book/shift-book.messages';
import type { Entry } from '@portaria/shared/shift-book/shift-book.schemas';
import { block } from '../../../test/block-unit-flow';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { EntryForm } from './entry-form';

afterEach(() => vi.unstubAllGlobals());

const OLD = 'a'.repeat(32);
const NEW = 'b'.repeat(32);
const ENTRY: Entry = {
  id: 8,
  categoria: 'PENDENCIA',
  texto: 'Portão da garagem travado',
  unidade: null,
  hashAnexo: OLD,
  idCorrige: null,
  corrigeCriadoEm: null,
  autor: 'Carlos Eduardo Souza',
  criadoEm: '2026-11-30T12:00:00.000Z',
  editadoEm: null,
  resolvidoPor: null,
  resolvidoEm: null,
  alteravelAte: '2026-11-30T12:15:00.000Z',
};

/** The edit of ENTRY (or `entry`): the PUT's bodies, and whether a file was uploaded. */
const editing = (entry: Entry = ENTRY) => {
  signInForTest();
  const saved: Record<string, unknown>[] = [];
  const uploads: string[] = [];
  mockFetch({
    'GET /api/portaria/livro/anexo/presigned-url/put': {
      body: { url: `/api/arquivos/upload/${NEW}`, fileName: NEW, expiresIn: 900 },
    },
    [`PUT /api/arquivos/upload/${NEW}`]: () => {
      uploads.push(NEW);
      return { status: 200, body: { fileName: NEW } };
    },
    'PUT /api/portaria/livro/registros/8': (_url, init) => {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      saved.push(body);
      return { body: { ...entry, hashAnexo: body.hashAnexo === undefined ? entry.hashAnexo : body.hashAnexo } };
    },
  });
  const onDone = vi.fn();
  renderWithProviders(
    <EntryForm
      mode={{ kind: 'edit', entry }}
      blocks={[block(1, 'Bloco A', ['101'])]}
      onDone={onDone}
      onBack={vi.fn()}
    />,
  );
  return { saved, uploads, onDone, user: userEvent.setup() };
};
const pick = (file: File) =>
  fireEvent.change(screen.getByLabelText(M.attach, { selector: 'input' }), { target: { files: [file] } });
const pdf = () => new File(['%PDF-1.4'], 'foto-do-portao.pdf', { type: 'application/pdf' });

describe('livro da portaria: o anexo na edição de um registro', () => {
  test('sem mexer no anexo, a edição não o manda: o registro fica com o dele', async () => {
    const { saved, uploads, onDone, user } = editing();
    expect(screen.getByText(M.currentAttachment)).toBeVisible();
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved).toEqual([{ categoria: 'PENDENCIA', texto: 'Portão da garagem travado', idUnidade: null }]);
    expect(uploads).toEqual([]);
  });

  test('Remover anexo tira o anexo do registro (null), e o foco vai para Anexar arquivo', async () => {
    const { saved, onDone, user } = editing();
    await user.click(screen.getByRole('button', { name: M.removeAttachment }));
    expect(screen.queryByText(M.currentAttachment)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.attach })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved[0]).toMatchObject({ hashAnexo: null });
  });

  test('Substituir anexo envia o arquivo novo pelo mesmo envio da criação e o registro aponta para ele', async () => {
    const { saved, uploads, onDone, user } = editing();
    expect(screen.getByRole('button', { name: M.replaceAttachment })).toBeVisible();
    pick(pdf());
    expect(screen.getByText(/^foto-do-port/)).toBeVisible();
    expect(screen.queryByText(M.currentAttachment)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(uploads).toEqual([NEW]);
    expect(saved[0]).toMatchObject({ hashAnexo: NEW });
  });

  test('um registro sem anexo ganha um na edição', async () => {
    const { saved, onDone, user } = editing({ ...ENTRY, hashAnexo: null });
    expect(screen.queryByText(M.currentAttachment)).not.toBeInTheDocument();
    pick(pdf());
    await user.click(screen.getByRole('button', { name: M.save }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(saved[0]).toMatchObject({ hashAnexo: NEW });
  });
});
