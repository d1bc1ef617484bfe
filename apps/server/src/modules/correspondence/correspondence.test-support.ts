export { pdfText } from '../../test/pdf-text.ts';
import type { FastifyInstance } from 'fastify';
import { areaClient } from '../../test/fixture.ts';
import type { TestApp } from '../../test/test-app.ts';
import { pickupCodeKey } from './pickup-code.ts';
import { issuePickupCode } from './pickup-code.service.ts';

export { unitIdOf } from '../../test/units.ts';

export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0 foto de teste'),
]);
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR png de teste'),
]);
/** What a Windows program starts with: "MZ". */
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

export const parcel = (unidade: number, extra: Record<string, unknown> = {}) => ({
  unidade,
  destinatario: 'Ana Souza',
  categoria: 'PACOTE',
  tamanho: 'MEDIO',
  descricao: 'Caixa de papelão',
  codigoRastreio: 'br123456789br',
  observacao: null,
  hashFoto: null,
  dataChegada: '2024-10-01T09:00:00',
  ...extra,
});

/**
 * A release body as the desk sends it after checking a document (decision 127), unless the test says how the person
 * was known (`codigoRetirada` or its own `documentoConferido`): most tests are about other rules.
 */
const withProof = (payload: Record<string, unknown>) =>
  'codigoRetirada' in payload || 'documentoConferido' in payload ? payload : { ...payload, documentoConferido: true };

export const api = (app: FastifyInstance, token: string | null) => {
  const client = areaClient(app, token);
  type Q = Record<string, string | number | boolean | undefined>;
  return {
    headers: client.headers,
    register: (payload: Record<string, unknown>, key?: string) =>
      client.post('/correspondencia/entrada', payload, key ? { headers: { 'idempotency-key': key } } : {}),
    list: (q: Q = {}) => client.get('/correspondencia', q),
    release: (payload: Record<string, unknown>) => client.post('/correspondencia/retirada', withProof(payload)),
    releaseMany: (payload: Record<string, unknown>) =>
      client.post('/correspondencia/retirada-multipla', withProof(payload)),
    byPickupCode: (codigoRetirada: unknown) => client.post('/correspondencia/codigo-retirada', { codigoRetirada }),
    report: (tipo: string, q: Q = {}) => client.get(`/correspondencia/relatorio/${tipo}`, q),
    presign: (q: Q = {}) => client.get('/lelloutil/api/aws/presigned-url/put', q),
    photo: (hash: string) => client.get(`/correspondencia/foto/${hash}`),
    residents: (idUnidade: number) => client.get(`/unidades/${idUnidade}/moradores`),
    search: (q: Q) => client.get('/correspondencia/moradores', q),
    appInstalled: (idUnidade: number) => client.get(`/appinstalado/${idUnidade}`),
  };
};

/** PUT of bytes to the url the presigned call answered (the browser sends no bearer). */
export const putFile = (app: FastifyInstance, url: string, body: Buffer, contentType = 'image/jpeg') =>
  app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

/** Uploads a jpg and answers its hashFoto. */
export const uploadPhoto = async (app: FastifyInstance, token: string, body = JPEG_BYTES): Promise<string> => {
  const presigned = (await api(app, token).presign({ contentType: 'image/jpeg' })).json();
  const put = await putFile(app, presigned.url, body);
  if (put.statusCode !== 200) throw new Error(`upload falhou: ${put.body}`);
  return presigned.fileName as string;
};

/** Minimal RFC 4180 reader for the ';'-separated export (quotes and doubled quotes). */
export const parseCsv = (text: string, delimiter = ';'): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
};

/** The pickup code the parcel's notice carried (SMS or e-mail in the development outbox), or null. */
export const pickupCodeFromOutbox = (t: Pick<TestApp, 'outbox'>, id: number): string | null => {
  const label = new RegExp(`Cód\\.${id}(?!\\d)`);
  const message = t.outbox?.list().find((m) => m.purpose === 'correspondencia' && label.test(m.body));
  return message ? (/Código de retirada: (\d{6})/.exec(message.body)?.[1] ?? null) : null;
};

/** Gives a parcel one more pickup code directly, as a resend does (for units with nobody to notify). */
export const givePickupCode = async (t: Pick<TestApp, 'db' | 'config' | 'clock'>, idCondo: number, id: number) =>
  issuePickupCode(t.db, await pickupCodeKey(t.config), idCondo, id, t.clock.now());
