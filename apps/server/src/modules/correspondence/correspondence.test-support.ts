export { pdfText } from '../../test/pdf-text.ts';
import type { FastifyInstance } from 'fastify';
import { areaClient } from '../../test/fixture.ts';

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

export const api = (app: FastifyInstance, token: string | null) => {
  const client = areaClient(app, token);
  type Q = Record<string, string | number | boolean | undefined>;
  return {
    headers: client.headers,
    register: (payload: Record<string, unknown>, key?: string) =>
      client.post('/correspondencia/entrada', payload, key ? { headers: { 'idempotency-key': key } } : {}),
    list: (q: Q = {}) => client.get('/correspondencia', q),
    release: (payload: Record<string, unknown>) => client.post('/correspondencia/retirada', payload),
    releaseMany: (payload: Record<string, unknown>) => client.post('/correspondencia/retirada-multipla', payload),
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
