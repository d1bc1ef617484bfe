import { expect, test } from 'vitest';
import { HttpError } from '../http/http-error.ts';
import { checkFileBytes, type UploadPolicy } from './uploads.ts';

const messages = {
  tooLarge: 'grande',
  empty: 'vazio',
  typeRejected: 'tipo',
  linkInvalid: 'link',
  alreadyDone: 'feito',
  inProgress: 'andamento',
  unknown: 'desconhecido',
};
const JPG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const EXE = new TextEncoder().encode('MZ\x90\x00');

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof HttpError ? { status: error.statusCode, message: error.message } : error;
  }
  return null;
};

test('os tipos aceitos são um parâmetro: fotos (jpg, png) ou anexos com pdf', () => {
  const photos: UploadPolicy = {
    area: 'correspondencia',
    accepted: ['image/jpeg', 'image/png'],
    maxBytes: 100,
    messages,
  };
  const attachments: UploadPolicy = {
    area: 'ocorrencias',
    accepted: ['image/jpeg', 'image/png', 'application/pdf'],
    maxBytes: 100,
    messages,
  };
  expect(checkFileBytes(photos, JPG, 10)).toBe('image/jpeg');
  expect(checkFileBytes(photos, PNG, 10)).toBe('image/png');
  expect(refusal(() => checkFileBytes(photos, PDF, 10))).toEqual({ status: 415, message: 'tipo' });
  expect(checkFileBytes(attachments, PDF, 10)).toBe('application/pdf');
  expect(refusal(() => checkFileBytes(attachments, EXE, 10))).toEqual({ status: 415, message: 'tipo' });
});

test('tamanho acima do limite é 413 e vazio é 400, com as mensagens da área', () => {
  const policy: UploadPolicy = { area: 'documentos', accepted: ['application/pdf'], maxBytes: 100, messages };
  expect(refusal(() => checkFileBytes(policy, PDF, 101))).toEqual({ status: 413, message: 'grande' });
  expect(refusal(() => checkFileBytes(policy, PDF, 0))).toEqual({ status: 400, message: 'vazio' });
  expect(checkFileBytes(policy, PDF, 100)).toBe('application/pdf');
});
