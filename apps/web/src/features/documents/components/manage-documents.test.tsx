import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { DocumentItem } from '@portaria/shared/documents/document.schemas';
import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { emulateFocusFixup } from '../../../test/focus-fixup';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { ManageDocuments } from './manage-documents';

const statute: DocumentItem = {
  id: 1,
  nome: 'CONVENCAO.pdf',
  tipo: 'CONVENCAO',
  link: '/documentos/tipo/0/1/download',
  atualizadoEm: '2026-11-20T13:00:00.000Z',
};
const rules: DocumentItem = {
  ...statute,
  id: 2,
  nome: 'REGULAMENTO.pdf',
  tipo: 'REGULAMENTO',
  atualizadoEm: '2026-11-27T13:00:00.000Z',
};
const HASH = 'a'.repeat(32);

/**
 * The syndic's screen: the statute on file, the rules not yet; replacing the rules answers `replaced` (or fails).
 * The PDF's upload waits for `finishUpload`, as a real upload takes its time.
 */
const renderScreen = ({ replaced = 200 }: { replaced?: number } = {}) => {
  signInForTest();
  let hasRules = false;
  let finishUpload: () => void = () => undefined;
  const uploading = new Promise<void>((resolve) => {
    finishUpload = resolve;
  });
  const answer = mockFetch({
    'GET /api/documentos/condominio/1001/tipo/0': () => ({ body: { dados: hasRules ? [statute, rules] : [statute] } }),
    'GET /api/documentos/links': { body: { data: [], meta: { page: 1, totalPages: 1, totalItems: 0 } } },
    'GET /api/documentos/arquivo/presigned-url/put': {
      body: { url: `/api/uploads/${HASH}`, fileName: HASH, expiresIn: 900 },
    },
    [`PUT /api/uploads/${HASH}`]: { status: 204 },
    'PUT /api/documentos/REGULAMENTO': () => {
      if (replaced !== 200) return { status: replaced, body: { message: 'Falha no armazenamento.' } };
      hasRules = true;
      return { body: rules };
    },
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/api/uploads/')) await uploading;
    return answer(input, init);
  });
  renderWithProviders(<ManageDocuments idCondo={1001} />);
  return { finishUpload };
};

/** Enter on the focused button opens the picker (the hidden input's click); the picked file arrives on that input. */
const pick = async (button: HTMLElement, file: File) => {
  button.focus();
  await userEvent.keyboard('{Enter}');
  fireEvent.change(screen.getByLabelText(M.upload, { selector: 'input' }), { target: { files: [file] } });
};
/** What the screen's alerts say (the links list below has its own). */
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);
const pdf = () => new File(['%PDF-1.4'], 'regulamento-2026.pdf', { type: 'application/pdf' });

// The pressed button is disabled while the PDF uploads: a browser takes the focus away from it then.
let stopFixup: () => void = () => undefined;
beforeEach(() => {
  stopFixup = emulateFocusFixup();
});
afterEach(() => {
  stopFixup();
  vi.unstubAllGlobals();
});

describe('Documentos do condomínio: foco depois de anexar (teclado)', { timeout: 30_000 }, () => {
  test('enviado o PDF, o foco fica na linha do documento: Substituir PDF, descrito pelo arquivo novo e sua data', async () => {
    const { finishUpload } = renderScreen();
    const upload = await screen.findByRole('button', { name: 'Enviar PDF: Regulamento Interno' }, { timeout: 5000 });
    await pick(upload, pdf());
    // While it uploads, both buttons wait (no second upload), and the disabled button has lost the focus.
    await waitFor(() => expect(upload).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Substituir PDF: Estatuto/Convenção' })).toBeDisabled();
    expect(upload).not.toHaveFocus();
    finishUpload();
    expect(await screen.findByText(M.updated, {}, { timeout: 5000 })).toBeInTheDocument();
    const replace = await screen.findByRole(
      'button',
      { name: 'Substituir PDF: Regulamento Interno' },
      { timeout: 5000 },
    );
    await waitFor(() => expect(replace).toHaveFocus());
    expect(replace).toHaveAccessibleDescription('REGULAMENTO.pdf · 27/11/2026 10:00');
  });

  test('se o envio falha, o foco volta ao botão que o pediu, com o erro anunciado', async () => {
    const { finishUpload } = renderScreen({ replaced: 400 });
    const upload = await screen.findByRole('button', { name: 'Enviar PDF: Regulamento Interno' }, { timeout: 5000 });
    await pick(upload, pdf());
    await waitFor(() => expect(upload).toBeDisabled());
    expect(upload).not.toHaveFocus();
    finishUpload();
    await waitFor(() => expect(alerts()).toContainEqual(expect.stringContaining(M.updateFailed)), { timeout: 5000 });
    await waitFor(() => expect(upload).toHaveFocus());
    expect(upload).toHaveAccessibleDescription(M.missing);
  });

  test('um PDF acima de 10MB é recusado antes de enviar e o foco fica no botão', async () => {
    renderScreen();
    const upload = await screen.findByRole('button', { name: 'Enviar PDF: Regulamento Interno' }, { timeout: 5000 });
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await pick(upload, big);
    expect(alerts()).toContain(M.fileTooLarge);
    expect(upload).not.toBeDisabled();
    expect(upload).toHaveFocus();
  });
});
