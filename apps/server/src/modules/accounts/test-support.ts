import { randomInt } from 'node:crypto';
import { IDENTIFIER_KEY, type TwoFactorPurpose } from '@portaria/shared/accounts/accounts.schemas';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';
import { bearer } from '../../test/helpers.ts';
import type { TestApp } from '../../test/test-app.ts';

/** Each test gets its own client address, so the per-IP limits of one test never spill into another. */
export const freshIp = () => `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;

export const post = (
  app: FastifyInstance,
  url: string,
  payload: object,
  ip: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { origem: 'PORTARIA', ...headers } });

export const checkCpf = (app: FastifyInstance, document: string, purpose: TwoFactorPurpose, ip = freshIp()) =>
  post(app, '/api/token/auth', { document, identifierKey: IDENTIFIER_KEY, purpose }, ip);

export const sendCode = (
  app: FastifyInstance,
  hashToken: string,
  ip: string,
  choice: { contactKey?: string; phone?: string } = { contactKey: 'tel-1' },
) => post(app, '/api/token/generation', { hashToken, hashDevice: null, ...choice }, ip);

export const validate = (app: FastifyInstance, hashToken: string, tokenValue: string, ip: string) =>
  post(app, '/api/token/validation', { hashToken, tokenValue }, ip);

/** The code of the newest SMS in the development outbox. */
export const lastCode = (t: TestApp): string => {
  const sms = t.outbox?.list().find((e) => e.channel === 'sms' && e.purpose.startsWith('two-factor'));
  const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('nenhum código na caixa de saída');
  return code;
};

/** token/generation again once the 60 s resend wait has passed. */
export const resendAfterWait = (t: TestApp, flow: { hashToken: string; ip: string }) => {
  t.clock.advance(61 * 1000);
  return sendCode(t.app, flow.hashToken, flow.ip);
};

export const NEW_PASSWORD = 'Guarita#Noturna9';

/** The wizard's last step: POST registration or PUT forgot-my-password with the two-factor token (null: none). */
export const setPassword = (
  app: FastifyInstance,
  kind: TwoFactorPurpose,
  token: string | null,
  {
    password = NEW_PASSWORD,
    confirmation = password,
    headers = {},
  }: { password?: string; confirmation?: string; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: kind === 'registration' ? 'POST' : 'PUT',
    url: kind === 'registration' ? '/api/external/porter/registration' : '/api/external/forgot-my-password',
    payload: { password, confirmation },
    headers: { ...(token ? bearer(token) : { origem: 'PORTARIA' }), ...headers },
    remoteAddress: freshIp(),
  });

/** A code different from the right one. */
export const wrongCode = (right: string) => String((Number(right) + 1) % 1_000_000).padStart(6, '0');

/** token/auth + token/generation: the hashToken of a flow that has just sent a code. */
export const startFlow = async (t: TestApp, cpf: string, purpose: TwoFactorPurpose, ip = freshIp()) => {
  const auth = await checkCpf(t.app, cpf, purpose, ip);
  const hashToken = auth.json().data.hashToken as string;
  if (!hashToken) throw new Error(`sem hashToken: ${auth.body}`);
  const sent = await sendCode(t.app, hashToken, ip);
  if (sent.statusCode !== 200) throw new Error(`envio falhou: ${sent.body}`);
  return { hashToken, ip, code: lastCode(t) };
};

/** The whole SMS part: returns the temporary two-factor token. */
export const twoFactorToken = async (t: TestApp, cpf: string, purpose: TwoFactorPurpose) => {
  const flow = await startFlow(t, cpf, purpose);
  const res = await validate(t.app, flow.hashToken, flow.code, flow.ip);
  if (res.statusCode !== 200) throw new Error(`validação falhou: ${res.body}`);
  return res.json().token as string;
};

/** Fetches a challenge and solves it as the widget would; returns the base64 payload of the hidden field. */
export const solveAltcha = async (app: FastifyInstance, ip = freshIp()): Promise<string> => {
  const res = await app.inject({ url: '/api/public/altcha/challenge', remoteAddress: ip });
  const challenge = res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('desafio não resolvido');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
};
