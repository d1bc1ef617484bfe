import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

export const CARLOS = { cpf: '52998224725', password: 'Portaria@2024' };
export const MARIA = { cpf: '11144477735', password: 'Sindico@2024' };
export const JOANA = { cpf: '39053344705' };

export const loginPath = '/api/auth/rbac/project/PORTARIA?mode=AppPortaria';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}`, origem: 'PORTARIA' });

export const login = (app: FastifyInstance, user: string, password: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: loginPath,
    payload: { user, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** Logs in and exchanges the login token for a context token of idCondo. */
export const contextToken = async (app: FastifyInstance, who = CARLOS, idCondo = 1001): Promise<string> => {
  const res = await login(app, who.cpf, who.password);
  if (res.statusCode !== 200) throw new Error(`login falhou: ${res.body}`);
  const ctx = await app.inject({
    method: 'POST',
    url: `/api/auth/rbac/context/${idCondo}`,
    headers: bearer(res.json().token),
  });
  if (ctx.statusCode !== 200) throw new Error(`contexto falhou: ${ctx.body}`);
  return ctx.json().token as string;
};

/** A log destination that keeps every line, for tests that read what the server logged. */
export const captureLog = () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
};
