import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { captureLog } from '../../test/helpers.ts';
import { databaseErrorOf, isInvalidInputError, isQueryError, safeQueryError } from './database-errors.ts';
import { buildLoggerOptions, safeError } from './logger.ts';

/** An error as pg and PGlite raise it: a SQLSTATE code and a severity, plus the names of what was involved. */
const driverError = (code: string, extra: Record<string, unknown> = {}) =>
  Object.assign(new Error('value "52998224725" is out of range for type integer'), {
    code,
    severity: 'ERROR',
    ...extra,
  });

describe('erros do banco: reconhecidos pelo código SQLSTATE', () => {
  test('o erro do driver, direto ou dentro do DrizzleQueryError', () => {
    const driver = driverError('22003');
    expect(databaseErrorOf(driver)).toBe(driver);
    expect(databaseErrorOf(new DrizzleQueryError('select 1', [], driver))).toBe(driver);
  });

  test('sem código de cinco caracteres, sem severidade ou sem ser Error, não é erro do banco', () => {
    expect(databaseErrorOf(driverError('2200'))).toBeNull();
    expect(databaseErrorOf(driverError('220031'))).toBeNull();
    expect(databaseErrorOf(driverError('22p02'))).toBeNull();
    expect(databaseErrorOf(driverError('x22003'))).toBeNull();
    expect(databaseErrorOf(Object.assign(new Error('x'), { code: '22003' }))).toBeNull();
    expect(databaseErrorOf(Object.assign(new Error('x'), { code: 22003, severity: 'ERROR' }))).toBeNull();
    expect(databaseErrorOf({ code: '22003', severity: 'ERROR', message: 'x' })).toBeNull();
    expect(databaseErrorOf(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeNull();
    expect(databaseErrorOf(null)).toBeNull();
    expect(databaseErrorOf(undefined)).toBeNull();
    expect(databaseErrorOf(new DrizzleQueryError('select 1', [], new Error('Connection terminated')))).toBeNull();
  });

  test('classe 22 (dado inválido) é culpa da entrada; as outras classes não', () => {
    for (const code of ['22003', '22P02', '22021', '22001']) expect(isInvalidInputError(driverError(code))).toBe(true);
    for (const code of ['23505', '42P01', '42622', '08006']) expect(isInvalidInputError(driverError(code))).toBe(false);
  });

  test('consulta que falhou: o erro do driver ou o embrulho do drizzle, qualquer que seja a causa', () => {
    expect(isQueryError(driverError('42P01'))).toBe(true);
    expect(isQueryError(new DrizzleQueryError('select 1', [], new Error('pool closed')))).toBe(true);
    expect(isQueryError(new Error('qualquer'))).toBe(false);
    expect(isQueryError(null)).toBe(false);
  });
});

describe('o que um erro de consulta pode registrar', () => {
  test('só nomes e código, nunca a mensagem, os parâmetros nem a primeira linha da pilha', () => {
    const driver = driverError('23505', {
      routine: '_bt_check_unique',
      table: 'veiculos',
      column: 'placa',
      constraint: 'veiculos_placa_key',
      detail: 'Key (cpf)=(52998224725) already exists.',
    });
    const wrapped = new DrizzleQueryError('insert into veiculos values ($1)', ['52998224725'], driver);
    const safe = safeQueryError(wrapped);
    expect(safe).toEqual({
      type: 'DrizzleQueryError',
      code: '23505',
      routine: '_bt_check_unique',
      table: 'veiculos',
      column: 'placa',
      constraint: 'veiculos_placa_key',
      cause: undefined,
      stack: expect.stringMatching(/^ {4}at /),
    });
    expect(JSON.stringify(safe)).not.toMatch(/52998224725|params|insert into|out of range/);
    expect(safe.stack!.split('\n').every((line) => line.startsWith('    at '))).toBe(true);
  });

  test('nomes que não são texto ficam de fora; o erro do driver sozinho leva o seu nome de tipo', () => {
    const driver = driverError('22003', { table: 42, column: { x: 1 }, routine: null, constraint: undefined });
    expect(safeQueryError(driver)).toMatchObject({
      type: 'Error',
      code: '22003',
      routine: undefined,
      table: undefined,
      column: undefined,
      constraint: undefined,
      cause: undefined,
    });
  });

  test('uma causa que não é do banco (conexão perdida) é registrada por nome e mensagem', () => {
    const lost = new TypeError('Connection terminated unexpectedly');
    const safe = safeQueryError(new DrizzleQueryError('select 1', ['x'], lost));
    expect(safe).toMatchObject({
      type: 'DrizzleQueryError',
      code: undefined,
      cause: 'TypeError: Connection terminated unexpectedly',
    });
    expect(safeQueryError(new DrizzleQueryError('select 1', [], undefined)).cause).toBeUndefined();
  });

  test('um erro sem pilha não quebra', () => {
    const driver = driverError('22003');
    driver.stack = undefined;
    expect(safeQueryError(driver).stack).toBeUndefined();
  });
});

describe('erro comum no log: CPFs mascarados', () => {
  test('mensagem, detalhe e pilha com o CPF mascarado; tipo e código como estão', () => {
    const error = Object.assign(new Error('pessoa 529.982.247-25 não achada'), {
      code: 'E_PESSOA',
      detail: 'cpf 52998224725',
    });
    const safe = safeError(error);
    expect(safe).toMatchObject({
      type: 'Error',
      code: 'E_PESSOA',
      message: 'pessoa 52*******25 não achada',
      detail: 'cpf 52*******25',
    });
    expect(safe.stack).toContain('52*******25');
    expect(safe.stack).not.toContain('529.982.247-25');
  });

  test('detalhe que não é texto fica de fora; sem pilha, sem pilha', () => {
    const error = Object.assign(new RangeError('fora'), { detail: { cpf: '52998224725' } });
    error.stack = undefined;
    expect(safeError(error)).toEqual({
      type: 'RangeError',
      code: undefined,
      message: 'fora',
      detail: undefined,
      stack: undefined,
    });
  });

  test('erro de consulta vai pelo caminho do banco (sem mensagem)', () => {
    const safe = safeError(driverError('22003'));
    expect(safe).toMatchObject({ type: 'Error', code: '22003' });
    expect(safe).not.toHaveProperty('message');
  });
});

describe('opções do log', () => {
  test('desligado quando pedido; senão, o nível da configuração ou o do teste', () => {
    expect(buildLoggerOptions('info', false)).toBe(false);
    expect(buildLoggerOptions('warn')).toMatchObject({ level: 'warn' });
    expect(buildLoggerOptions('warn', true)).toMatchObject({ level: 'warn' });
    expect(buildLoggerOptions('warn', true)).not.toHaveProperty('stream');
    expect(buildLoggerOptions('warn', { level: 'debug' })).toMatchObject({ level: 'debug' });
    expect(buildLoggerOptions('warn', { level: 'debug' })).not.toHaveProperty('stream');
  });

  test('senhas, tokens, usuário e cabeçalhos de autorização saem como [oculto]; a url da requisição sem CPF', async () => {
    const { lines, stream } = captureLog();
    const app = Fastify({ logger: buildLoggerOptions('info', { stream }) });
    app.get('/busca', async (request) => {
      request.log.info(
        {
          password: 'p1',
          senha: 's1',
          token: 't1',
          user: 'u1',
          body: { password: 'p2', senha: 's2', token: 't2', user: 'u2' },
        },
        'dados',
      );
      return {};
    });
    try {
      await app.inject({
        url: '/busca?cpf=52998224725',
        headers: { authorization: 'Bearer segredo-do-token', cookie: 'sid=segredo-do-cookie' },
      });
      const text = lines.join('');
      for (const secret of ['p1', 's1', 't1', 'u1', 'p2', 's2', 't2', 'u2'].map((v) => `"${v}"`))
        expect(text).not.toContain(secret);
      expect(text).not.toContain('52998224725');
      const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const data = logged.find((line) => line.msg === 'dados');
      expect(data).toMatchObject({
        password: '[oculto]',
        senha: '[oculto]',
        token: '[oculto]',
        user: '[oculto]',
        body: { password: '[oculto]', senha: '[oculto]', token: '[oculto]', user: '[oculto]' },
      });
      const incoming = logged.find((line) => line.req !== undefined);
      expect(incoming?.req).toEqual({ method: 'GET', url: '/busca?cpf=52*******25', remoteAddress: '127.0.0.1' });
    } finally {
      await app.close();
    }
  });
});
