import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { useCamera } from './use-camera';

const fakeStream = () => {
  const track = { stop: vi.fn() };
  return { track, stream: { getTracks: () => [track] } as unknown as MediaStream };
};

const withCamera = (getUserMedia: () => Promise<MediaStream>) =>
  Object.defineProperty(navigator, 'mediaDevices', {
    value: { getUserMedia: vi.fn(getUserMedia) },
    configurable: true,
  });

afterEach(() => vi.restoreAllMocks());

test('liga a câmera pedida e para as trilhas ao desmontar', async () => {
  const { track, stream } = fakeStream();
  withCamera(() => Promise.resolve(stream));
  const { result, unmount } = renderHook(() => useCamera('environment'));
  await act(async () => {});
  expect(navigator.mediaDevices.getUserMedia).toHaveBeenCalledWith({
    video: { facingMode: 'environment' },
    audio: false,
  });
  expect(result.current.ready).toBe(true);
  unmount();
  expect(track.stop).toHaveBeenCalled();
});

test('a permissão que chega depois de fechar não deixa a câmera ligada', async () => {
  const { track, stream } = fakeStream();
  let grant: (s: MediaStream) => void = () => {};
  withCamera(() => new Promise((resolve) => (grant = resolve)));
  const { unmount } = renderHook(() => useCamera('user'));
  unmount();
  await act(async () => grant(stream));
  expect(track.stop).toHaveBeenCalled();
});

test('sem câmera ou sem permissão: failed; inativa: nem pede', async () => {
  withCamera(() => Promise.reject(new Error('NotAllowedError')));
  const { result } = renderHook(() => useCamera('user'));
  await act(async () => {});
  expect(result.current).toMatchObject({ ready: false, failed: true });
  withCamera(() => Promise.reject(new Error('never')));
  renderHook(() => useCamera('environment', false));
  expect(navigator.mediaDevices.getUserMedia).not.toHaveBeenCalled();
});
