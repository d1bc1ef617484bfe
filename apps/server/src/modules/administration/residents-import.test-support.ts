import { completeCpf } from '@portaria/shared';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/helpers.ts';

export const IMPORT_URL = '/api/administracao/moradores/importacao';
export const HEADER = 'Bloco;Unidade;Nome;CPF;Perfil;E-mail;Celular;Acesso ao app';

/** A valid CPF of its own for each n (check digits computed). */
export const cpfOf = (n: number) => completeCpf(String(710_000_000 + n));

/** A ';'-separated CSV (CRLF, as Excel writes it) of the header and the given lines. */
export const csvOf = (lines: string[], header = HEADER) => Buffer.from([header, ...lines].join('\r\n'), 'utf8');

/** Sends the file's bytes as the body, as the panel does. */
export const sendFile = (app: FastifyInstance, token: string, path: string, bytes: Buffer, query = '') =>
  app.inject({
    method: 'POST',
    url: `${IMPORT_URL}/${path}${query}`,
    headers: { ...bearer(token), 'content-type': 'application/octet-stream' },
    payload: bytes,
  });

/** Preview, then confirm with the preview's hash. */
export const importFile = async (app: FastifyInstance, token: string, bytes: Buffer) => {
  const preview = await sendFile(app, token, 'previa', bytes);
  const hash = preview.json().hash as string;
  return sendFile(app, token, 'aplicar', bytes, `?previa=${hash}`);
};
