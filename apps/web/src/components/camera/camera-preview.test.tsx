import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useCamera } from '../../lib/use-camera';
import { CameraPreview } from './camera-preview';

const withCamera = (getUserMedia: () => Promise<MediaStream>) =>
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: vi.fn(getUserMedia) },
    configurable: true,
  });

const SRC_OBJECT = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'srcObject');

afterEach(() => {
  vi.restoreAllMocks();
  // The web project shares one module graph per worker: put the prototype back as it was.
  if (SRC_OBJECT) Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', SRC_OBJECT);
  else delete (HTMLMediaElement.prototype as { srcObject?: unknown }).srcObject;
});

const Harness = ({ onReady }: { onReady?: () => void }) => (
  <CameraPreview
    camera={useCamera('environment')}
    unavailableText="Câmera indisponível."
    label="Câmera"
    onReady={onReady}
  />
);

describe('imagem da câmera', () => {
  test('a imagem ao vivo recebe o fluxo da câmera, com o seu nome; avisa quando tem tamanho', async () => {
    const stream = { getTracks: () => [{ stop: vi.fn() }] } as unknown as MediaStream;
    withCamera(() => Promise.resolve(stream));
    // happy-dom has no MediaStream: keep what the hook hands the video.
    let shown: unknown = null;
    Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', {
      set: (value) => (shown = value),
      get: () => shown,
      configurable: true,
    });
    const onReady = vi.fn();
    render(<Harness onReady={onReady} />);
    await act(async () => {});
    const video = screen.getByLabelText('Câmera') as HTMLVideoElement;
    expect(video.tagName).toBe('VIDEO');
    expect(shown).toBe(stream);
    expect(video.muted).toBe(true);
    video.dispatchEvent(new Event('loadedmetadata'));
    expect(onReady).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('sem câmera ou sem permissão: o aviso no lugar da imagem', async () => {
    withCamera(() => Promise.reject(new Error('NotAllowedError')));
    render(<Harness />);
    await act(async () => {});
    expect(screen.getByRole('alert')).toHaveTextContent('Câmera indisponível.');
    expect(screen.queryByLabelText('Câmera')).not.toBeInTheDocument();
  });
});
