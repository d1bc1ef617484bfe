import { afterEach, describe, expect, test, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAMERA_MESSAGES as C } from '@portaria/shared/common/camera.messages';
import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import type { EntradaResponse } from '@portaria/shared/correspondence/correspondence.schemas';
import { parseParcelCode } from '@portaria/shared/correspondence/parcel-code';
import { MODULE_MM } from '../../../components/barcode/code128-image';
import { FlowScopeProvider } from '../../../components/flow/flow-scope';
import { fakeStream, restoreFakeCamera, withCamera, withDetector } from '../../../test/fake-camera';
import { mockFetch, renderWithProviders, signInForTest } from '../../../test/test-utils';
import { parcelBarcodeText } from '../scanned-code';
import { pendingParcel } from '../test-fixtures';
import { ParcelForm } from './parcel-form';
import { ParcelLabel } from './parcel-label';
import { ReleaseByCodeFlow } from './release-by-code-flow';

const PARCEL = pendingParcel();
const CREATED: EntradaResponse = { ...PARCEL, notificados: 0, notificacoes: { email: 0, sms: 0 } };

afterEach(() => {
  restoreFakeCamera();
  vi.restoreAllMocks();
});

/** The SVG the label's barcode image shows (a data: URL). */
const barcodeSvg = async () => {
  const image = await screen.findByRole('img', { name: 'Código de barras de Cód.71' });
  const src = image.getAttribute('src') ?? '';
  expect(src.startsWith('data:image/svg+xml')).toBe(true);
  return decodeURIComponent(src.slice(src.indexOf(',') + 1));
};

describe('etiqueta que o leitor lê', () => {
  test('o código de barras guarda só letras e dígitos ASCII, e o campo do código lê de volta o mesmo Cód.', () => {
    for (const id of [1, 71, 482913, 2_147_483_647]) {
      const text = parcelBarcodeText(id);
      expect(text).toMatch(/^COD\d+$/);
      expect(parseParcelCode(text)).toBe(id);
    }
  });

  test('a etiqueta traz o Code 128 de COD71: barras de módulos inteiros, bordas nítidas e zona de silêncio', async () => {
    renderWithProviders(<ParcelLabel parcel={CREATED} />);
    const svg = await barcodeSvg();
    expect(svg).toContain('shape-rendering="crispEdges"');
    // COD71: start B (11 modules), C O D 7 1 (5 × 11), check symbol (11), stop (13) = 90, plus 10 + 10 of quiet zone.
    expect(svg).toMatch(/viewBox="0 0 110 /);
    const widths = [...svg.matchAll(/stroke-width="(\d+(?:\.\d+)?)"/g)].map((m) => Number(m[1]));
    expect(widths.length).toBeGreaterThan(0);
    expect(widths.every((w) => Number.isInteger(w) && w >= 1 && w <= 4)).toBe(true);
    // 3 dots of a 203 dpi printer.
    expect(MODULE_MM).toBeCloseTo(0.3754, 4);
  });

  test('a etiqueta impressa continua com o seu código de barras', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<ParcelLabel parcel={CREATED} />);
    await barcodeSvg();
    await userEvent.click(screen.getByRole('button', { name: 'Imprimir etiqueta' }));
    expect(print).toHaveBeenCalled();
  });
});

const renderReleaseByCode = () => {
  signInForTest();
  const lookedUp: string[] = [];
  mockFetch({
    'GET /api/correspondencia/codigo/71': () => {
      lookedUp.push('71');
      return { body: PARCEL };
    },
  });
  renderWithProviders(
    <FlowScopeProvider name="correspondence">
      <ReleaseByCodeFlow onExit={vi.fn()} />
    </FlowScopeProvider>,
  );
  return { lookedUp, field: () => screen.getByRole('textbox', { name: M.typeCode }) };
};

describe('retirar pelo código lido', () => {
  test('o leitor USB lê a etiqueta: digita COD71 e Enter no campo, que acha a correspondência', async () => {
    const { lookedUp, field } = renderReleaseByCode();
    // A keyboard-wedge scanner: the barcode's characters, a few ms apart, then Enter.
    await userEvent.type(field(), `${parcelBarcodeText(71)}{Enter}`, { delay: 2 });
    expect(await screen.findByText('Bloco B - 302')).toBeInTheDocument();
    expect(lookedUp).toEqual(['71']);
  });

  test('Ler com a câmera ao lado do código: a câmera lê COD71, o campo o mostra e a correspondência aparece', async () => {
    const { track, stream } = fakeStream();
    withCamera(async () => stream);
    withDetector(parcelBarcodeText(71));
    const { lookedUp, field } = renderReleaseByCode();
    await userEvent.click(screen.getByRole('button', { name: C.scanButton }));
    expect(await screen.findByText('Bloco B - 302')).toBeInTheDocument();
    expect(track.stop).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: C.scanTitle })).not.toBeInTheDocument());
    expect(field()).toHaveValue('COD71');
    expect(lookedUp).toEqual(['71']);
  });
});

describe('cadastro: código de rastreio pela câmera', () => {
  test('Ler com a câmera ao lado do código de rastreio preenche o campo em maiúsculas, sem enviar o formulário', async () => {
    const { stream } = fakeStream();
    withCamera(async () => stream);
    withDetector('lb987654321hk');
    const onSubmit = vi.fn();
    renderWithProviders(<ParcelForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: C.scanButton }));
    await waitFor(() => expect(screen.getByLabelText(M.codigoRastreio)).toHaveValue('LB987654321HK'));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
