import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { CAMERA_MESSAGES as C } from '@portaria/shared/common/camera.messages';
import { fakeStream, restoreFakeCamera, withCamera, withDetector } from '../../test/fake-camera';
import { renderWithProviders } from '../../test/test-utils';
import { ScanWithCameraButton } from './scan-with-camera-button';

afterEach(() => {
  restoreFakeCamera();
  vi.restoreAllMocks();
});

const setup = () => {
  const onRead = vi.fn();
  renderWithProviders(<ScanWithCameraButton onRead={onRead} />);
  return { onRead, open: () => userEvent.click(screen.getByRole('button', { name: C.scanButton })) };
};

const dialog = () => screen.getByRole('dialog', { name: C.scanTitle });

describe('ler código com a câmera', () => {
  test('lê o código da imagem da câmera, devolve o texto uma vez, fecha e desliga a câmera', async () => {
    const { track, stream } = fakeStream();
    withCamera(async () => stream);
    const { detect, Detector } = withDetector('QB123456789BR', 2);
    const { onRead, open } = setup();
    await open();
    expect(within(dialog()).getByLabelText(C.scanVideo).tagName).toBe('VIDEO');
    expect(within(dialog()).getByText(C.scanHint)).toBeInTheDocument();
    await waitFor(() => expect(onRead).toHaveBeenCalledWith('QB123456789BR'));
    expect(onRead).toHaveBeenCalledTimes(1);
    expect(detect).toHaveBeenCalledTimes(3);
    expect(Detector).toHaveBeenCalledWith({ formats: ['code_128', 'qr_code', 'ean_13'] });
    expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment', width: { ideal: 1280 } },
      audio: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(track.stop).toHaveBeenCalled();
  });

  test('Cancelar fecha sem código, desliga a câmera e para de ler', async () => {
    const { track, stream } = fakeStream();
    withCamera(async () => stream);
    const { detect } = withDetector(null);
    const { onRead, open } = setup();
    await open();
    await waitFor(() => expect(detect).toHaveBeenCalled());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancelar' }));
    expect(track.stop).toHaveBeenCalled();
    const reads = detect.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(detect).toHaveBeenCalledTimes(reads);
    expect(onRead).not.toHaveBeenCalled();
  });

  test.each([
    ['permissão recusada', 'NotAllowedError', C.denied],
    ['sem câmera', 'NotFoundError', C.missing],
    ['câmera em uso por outro programa', 'NotReadableError', C.busy],
  ])('%s: diz o que fazer no lugar da imagem', async (_case, name, text) => {
    withCamera(() => Promise.reject(new DOMException('x', name)));
    const { detect } = withDetector('COD71');
    const { open } = setup();
    await open();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text);
    expect(within(dialog()).queryByLabelText(C.scanVideo)).not.toBeInTheDocument();
    expect(detect).not.toHaveBeenCalled();
  });

  test.each([
    ['página sem https: o navegador não oferece câmera, e a tela diz por quê', false, C.insecure],
    ['navegador sem câmeras, em https', true, C.missing],
  ])('%s', async (_case, isSecure, text) => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    vi.stubGlobal('isSecureContext', isSecure);
    const { open } = setup();
    await open();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(text);
  });

  test('sem BarcodeDetector e sem o leitor WebAssembly (não baixou): avisa e deixa digitar', async () => {
    const { stream } = fakeStream();
    withCamera(async () => stream);
    const fetched = vi.fn((_url: string) => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetched);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { open } = setup();
    await open();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(C.readerFailed);
    // ZXing's .wasm is asked of this site, with the app's assets, never of a public CDN.
    const asked = String(fetched.mock.calls[0]?.[0]);
    expect(asked).toMatch(/^\/.*zxing_reader\.wasm$/);
  });
});
