import { afterEach, describe, expect, test, vi } from 'vitest';
import { correspondenceFileEndpoints } from '@portaria/shared/correspondence/correspondence-files.endpoints';
import { documentAdminEndpoints } from '@portaria/shared/documents/documents.endpoints';
import { mockFetch, signInForTest } from '../test/test-utils';
import { ApiError } from './api-client';
import { uploadFile } from './upload-file';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const HASH = 'b'.repeat(32);
const SIGNED = { url: `/api/arquivos/upload/${HASH}?expires=1&signature=x`, fileName: HASH, expiresIn: 900 };
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'caixa.png', { type: 'image/png' });

describe('envio de arquivo pela url assinada', () => {
  test('pede a url com o tipo (e o que a área acrescenta), envia os bytes sem o token e devolve o nome do arquivo', async () => {
    signInForTest();
    const fetchSpy = mockFetch({
      'GET /api/lelloutil/api/aws/presigned-url/put': { body: SIGNED },
      [`PUT /api/arquivos/upload/${HASH}`]: { body: { fileName: HASH, contentType: 'image/png', tamanho: 4 } },
    });
    const file = png();
    await expect(
      uploadFile(correspondenceFileEndpoints.presignedUrl, file, { query: { fileName: file.name } }),
    ).resolves.toBe(HASH);
    const [[presignUrl, presignInit], [putUrl, putInit]] = fetchSpy.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    const asked = new URL(String(presignUrl), 'http://localhost');
    expect(asked.searchParams.get('contentType')).toBe('image/png');
    expect(asked.searchParams.get('fileName')).toBe('caixa.png');
    expect(presignInit.headers).toMatchObject({ Authorization: 'Bearer context-token' });
    expect(String(putUrl)).toBe(`/api/arquivos/upload/${HASH}?expires=1&signature=x`);
    expect(putInit).toMatchObject({ method: 'PUT', body: file, headers: { 'Content-Type': 'image/png' } });
    expect(new Headers(putInit.headers).has('Authorization')).toBe(false);
  });

  test('arquivo sem tipo: a url é pedida sem tipo e o envio usa o tipo de reserva da área', async () => {
    signInForTest();
    const fetchSpy = mockFetch({
      'GET /api/documentos/arquivo/presigned-url/put': { body: SIGNED },
      [`PUT /api/arquivos/upload/${HASH}`]: { body: {} },
    });
    await uploadFile(documentAdminEndpoints.presignedUrl, new File(['%PDF'], 'estatuto'), {
      fallbackType: 'application/pdf',
    });
    const [[presignUrl], [, putInit]] = fetchSpy.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(new URL(String(presignUrl), 'http://localhost').searchParams.has('contentType')).toBe(false);
    expect(putInit.headers).toEqual({ 'Content-Type': 'application/pdf' });
  });

  test('recusa da url (415) ou do envio falha a promessa: nada de nome de arquivo', async () => {
    signInForTest();
    mockFetch({
      'GET /api/lelloutil/api/aws/presigned-url/put': { status: 415, body: { message: 'Tipo de arquivo não aceito.' } },
    });
    await expect(uploadFile(correspondenceFileEndpoints.presignedUrl, png())).rejects.toBeInstanceOf(ApiError);
    mockFetch({
      'GET /api/lelloutil/api/aws/presigned-url/put': { body: SIGNED },
      [`PUT /api/arquivos/upload/${HASH}`]: { status: 413, body: { message: 'grande' } },
    });
    await expect(uploadFile(correspondenceFileEndpoints.presignedUrl, png())).rejects.toThrow('upload 413');
  });
});
