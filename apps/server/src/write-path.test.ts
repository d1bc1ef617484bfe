import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAuditAction } from '@portaria/shared/common/audit-actions';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { JPEG_BYTES, putFile } from './modules/correspondence/correspondence.test-support.ts';
import {
  NEW_PASSWORD,
  checkCpf,
  freshIp,
  lastCode,
  post,
  sendCode,
  setPassword,
  solveAltcha,
  startFlow,
  validate,
} from './modules/accounts/test-support.ts';
import { AREAS, type GridRequest } from './test/access-fixtures.ts';
import { ADMINISTRATION_CASES, prepareAdministrationCases } from './test/write-path-administration.ts';
import { buildWorld, type World } from './test/access-world.ts';
import { makeCpf } from './test/bad-input-fixtures.ts';
import { CARLOS, JOANA, bearer, login } from './test/helpers.ts';
import { listOperations, type OpenApiDocument, type Operation } from './test/openapi-sweep.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/**
 * The mechanisms' own bookkeeping, written outside a change (decision 106): none of it is the condominium's record.
 * Every other table is written only by a transaction that also writes its audit entry.
 */
const BOOKKEEPING: Record<string, string> = {
  jobs: 'a fila: tentativas de envio, depois do commit da mudança',
  job_attempts: 'a fila: cada tentativa de envio',
  dev_outbox_messages: 'a caixa de saída de desenvolvimento: o que os provedores falsos receberam',
  arquivos: 'o envio de arquivos: um arquivo só conta quando uma mudança o usa',
  tokens: 'a renovação do token da sessão (decisão 096)',
  two_factor_flows: 'o fluxo do código por SMS',
  two_factor_codes: 'os códigos por SMS (guardados como hash)',
  two_factor_tokens: 'o token temporário de dois fatores',
  altcha_used: 'as soluções da verificação humana já usadas',
  instalacao: 'o segredo do endereço de configuração inicial, gravado na partida do servidor (main.ts)',
};

/** Routes whose success writes only bookkeeping: no audit entry is expected (and none of the record may change). */
const NOT_A_CHANGE: Record<string, string> = {
  'POST /api/auth/rbac/refresh/{referencia}': 'renova o token do mesmo condomínio (decisão 096)',
  'POST /api/token/auth': 'abre o fluxo do código por SMS',
  'POST /api/token/generation':
    'envia o código (um número novo vira pedido de troca, com auditoria: phone-change.test.ts)',
  'POST /api/token/validation': 'troca o código certo pelo token temporário',
  'POST /api/correspondencia/codigo-retirada':
    'procura a correspondência pelo código de retirada; só conta os códigos errados, em memória ou no Redis (decisão 127)',
  'PUT /api/arquivos/upload/{fileName}': 'recebe os bytes de um arquivo ainda não usado por nenhuma mudança',
  'POST /api/administracao/moradores/importacao/previa': 'lê a planilha enviada e diz o que ela faria (decisão 117)',
  'POST /api/administracao/moradores/importacao/recusadas': 'lê a planilha enviada e devolve as linhas recusadas',
};

type Case = (w: World) => Promise<LightMyRequestResponse>;

/**
 * The success case of each write route the access grid cannot send as condominium A's desk (public routes, routes of
 * a person rather than a condominium, and the ones the grid only sends from B). A new write route without a grid
 * fixture fails below by name until it gets one here.
 */
const CASES: Record<string, Case> = {
  ...ADMINISTRATION_CASES,
  'POST /api/auth/rbac/project/PORTARIA': (w) => login(w.t.app, CARLOS.cpf, CARLOS.password, freshIp()),
  'POST /api/auth/rbac/context/{context}': (w) =>
    w.t.app.inject({ method: 'POST', url: '/api/auth/rbac/context/1001', headers: bearer(w.tokens.login) }),
  'POST /api/auth/rbac/refresh/{referencia}': async (w) => {
    const token = await contextOfCarlos(w);
    return w.t.app.inject({ method: 'POST', url: '/api/auth/rbac/refresh/4521', headers: bearer(token) });
  },
  'POST /api/auth/rbac/logout': async (w) => {
    const token = await contextOfCarlos(w);
    return w.t.app.inject({ method: 'POST', url: '/api/auth/rbac/logout', headers: bearer(token) });
  },
  'POST /api/portaria/livro/passagens': (w) =>
    w.t.app.inject({
      method: 'POST',
      url: '/api/portaria/livro/passagens',
      headers: bearer(w.tokens.a),
      payload: { resumo: 'Plantão da grade' },
    }),
  'POST /api/token/auth': (w) => checkCpf(w.t.app, JOANA.cpf, 'registration', freshIp()),
  'POST /api/token/generation': async (w) => {
    const ip = freshIp();
    const { hashToken } = (await checkCpf(w.t.app, CARLOS.cpf, 'recovery', ip)).json().data;
    return sendCode(w.t.app, hashToken, ip);
  },
  'POST /api/token/validation': async (w) => {
    w.t.clock.advance(61_000);
    const flow = await startFlow(w.t, CARLOS.cpf, 'recovery');
    return validate(w.t.app, flow.hashToken, flow.code, flow.ip);
  },
  'POST /api/external/porter/registration': async (w) =>
    setPassword(w.t.app, 'registration', await twoFactorTokenOf(w, JOANA.cpf, 'registration')),
  'PUT /api/external/forgot-my-password': async (w) =>
    setPassword(w.t.app, 'recovery', await twoFactorTokenOf(w, CARLOS.cpf, 'recovery'), { password: NEW_PASSWORD }),
  'POST /api/public/precadastro': async (w) => {
    const body = {
      condominio: 4521,
      cpf: makeCpf(8801),
      nome: 'Pré-cadastro Caminho',
      cargo: 'ZELADOR',
      telefone: '(11) 97654-3210',
      email: null,
    };
    return post(w.t.app, '/api/public/precadastro', { ...body, altcha: await solveAltcha(w.t.app) }, freshIp());
  },
  'PUT /api/arquivos/upload/{fileName}': async (w) => {
    const presigned = (
      await w.t.app.inject({ url: '/api/lelloutil/api/aws/presigned-url/put', headers: bearer(w.tokens.a) })
    ).json();
    return putFile(w.t.app, presigned.url, JPEG_BYTES);
  },
  'POST /api/public/convite/{token}': async (w) => {
    const payload = {
      idUnidade: w.unitA,
      nomeConvidado: 'Convidado Caminho',
      cpfConvidado: makeCpf(8802),
      email: null,
      tipoEnvio: 'LINK',
      tipoPessoa: 'VISITANTE',
    };
    const invited = await w.t.app.inject({
      method: 'POST',
      url: '/api/condominos/v1/seventh/convite',
      headers: bearer(w.tokens.a),
      payload,
    });
    const token = String(invited.json().link).split('/convite/')[1]!;
    const foto = `data:image/jpeg;base64,${Buffer.from(JPEG_BYTES).toString('base64')}`;
    return w.t.app.inject({
      method: 'POST',
      url: `/api/public/convite/${token}`,
      payload: { consentimento: true, foto },
    });
  },
  'PUT /api/documentos/{tipoDocumento}': async (w) => {
    const hashArquivo = await w.documentUpload();
    return w.t.app.inject({
      method: 'PUT',
      url: '/api/documentos/CONVENCAO',
      headers: bearer(w.tokens.a),
      payload: { hashArquivo },
    });
  },
};

const contextOfCarlos = async (w: World) => {
  const token = (await login(w.t.app, CARLOS.cpf, CARLOS.password, freshIp())).json().token as string;
  return (await w.t.app.inject({ method: 'POST', url: '/api/auth/rbac/context/1001', headers: bearer(token) })).json()
    .token as string;
};

const twoFactorTokenOf = async (w: World, cpf: string, purpose: 'registration' | 'recovery') => {
  w.t.clock.advance(61_000);
  const ip = freshIp();
  const { hashToken } = (await checkCpf(w.t.app, cpf, purpose, ip)).json().data;
  await sendCode(w.t.app, hashToken, ip);
  return (await validate(w.t.app, hashToken, lastCode(w.t), ip)).json().token as string;
};

/** The rows of a result, whichever driver answered. */
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

describe('um caminho de escrita: toda mudança grava a sua auditoria na mesma transação (decisão 106)', () => {
  let t: TestApp;
  let w: World;
  let ops: Operation[];

  beforeAll(async () => {
    t = await createTestApp();
    w = await buildWorld(t);
    await prepareAdministrationCases(w);
    ops = listOperations((await t.app.inject({ url: '/api/docs/json' })).json() as OpenApiDocument);
    const tables = rowsOf<{ name: string }>(
      await t.db.execute(
        sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      ),
    ).map((r) => r.name);
    // From here on every row written, updated or deleted is logged with its transaction (rolled back with it), and
    // each audit entry with its action: what a request committed, however many times it rewrote the same row.
    await t.db.execute(sql.raw('CREATE TABLE teste_escritas (xid text NOT NULL, tabela text NOT NULL, acao text)'));
    await t.db.execute(
      sql.raw(`CREATE FUNCTION teste_escrita() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO teste_escritas VALUES (pg_current_xact_id()::text, TG_TABLE_NAME, NULL); RETURN NULL; END $$`),
    );
    await t.db.execute(
      sql.raw(`CREATE FUNCTION teste_auditoria() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO teste_escritas VALUES (pg_current_xact_id()::text, 'audit_log', NEW.acao); RETURN NULL; END $$`),
    );
    for (const table of tables) {
      const fn = table === 'audit_log' ? 'teste_auditoria' : 'teste_escrita';
      await t.db.execute(
        sql.raw(
          `CREATE TRIGGER teste_escrita AFTER INSERT OR UPDATE OR DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION ${fn}()`,
        ),
      );
    }
  });
  afterAll(() => t.close());

  /** What is wrong with the writes committed since the log was emptied: a transaction without its audit entry, or a bad name. */
  const problemsOf = async (key: string, isChange = !(key in NOT_A_CHANGE) && !key.startsWith('GET ')) => {
    const rows = rowsOf<{ xid: string; tabela: string; acao: string | null }>(
      await t.db.execute(sql.raw('SELECT xid, tabela, acao FROM teste_escritas')),
    );
    const problems: string[] = [];
    const xids = [...new Set(rows.map((r) => r.xid))];
    const actions = rows.filter((r) => r.tabela === 'audit_log').map((r) => r.acao!);
    for (const xid of xids) {
      const mine = rows.filter((r) => r.xid === xid);
      const record = [...new Set(mine.map((r) => r.tabela))].filter(
        (table) => table !== 'audit_log' && !(table in BOOKKEEPING),
      );
      if (record.length > 0 && !mine.some((r) => r.tabela === 'audit_log')) {
        problems.push(`${key}: uma transação gravou ${record.sort().join(', ')} sem entrada na auditoria`);
      }
    }
    for (const acao of actions.filter((a) => !isAuditAction(a)))
      problems.push(`${key}: ação "${acao}" fora de AUDIT_ACTIONS`);
    if (isChange && actions.length === 0)
      problems.push(`${key}: o caso de sucesso não gravou nenhuma entrada na auditoria`);
    return problems;
  };

  const forget = () => t.db.execute(sql.raw('TRUNCATE teste_escritas'));

  const sendAsA = (op: Operation, request: GridRequest) =>
    t.app.inject({
      method: op.method as 'GET',
      url: request.url,
      headers: bearer(w.tokens.a),
      ...(request.payload ? { payload: request.payload } : {}),
    });

  test('cada rota, no caso de sucesso, só grava o registro numa transação que grava também a sua auditoria', async () => {
    const problems: string[] = [];
    // The password reset ends every session of its person (Carlos, whose tokens the grid uses): last.
    const order = (op: Operation) => (op.key === 'PUT /api/external/forgot-my-password' ? 1 : 0);
    let checked = 0;
    for (const op of [...ops].sort((a, b) => order(a) - order(b))) {
      const fixture = AREAS[op.tag]?.operations[op.key];
      const custom = CASES[op.key];
      let send: (() => Promise<LightMyRequestResponse>) | undefined;
      if (custom) send = () => custom(w);
      else if (fixture?.onA && !fixture.onlyB) {
        const request = await fixture.onA(w);
        send = () => sendAsA(op, request);
      }
      if (!send) {
        if (op.method !== 'GET')
          problems.push(
            `${op.key}: sem caso de sucesso; acrescente onA em test/access-fixtures.ts ou um caso em write-path.test.ts`,
          );
        continue;
      }
      await forget();
      const res = await send();
      if (res.statusCode < 200 || res.statusCode > 299) {
        problems.push(`${op.key}: ${res.statusCode} ${res.body.slice(0, 120)} (o caso não serve)`);
        continue;
      }
      problems.push(...(await problemsOf(op.key)));
      checked += 1;
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });

  test('um caminho de escrita que pula recordChange é apanhado: a escrita sem auditoria é nomeada', async () => {
    await forget();
    await t.db.execute(sql`update veiculos set cor = 'VERDE' where id = (select min(id) from veiculos)`);
    expect(await problemsOf('escrita à mão', false)).toEqual([
      'escrita à mão: uma transação gravou veiculos sem entrada na auditoria',
    ]);
  });

  test('nenhuma área abre transação própria nem grava auditoria, evento, aviso, chave ou versão por fora de recordChange', () => {
    // The access mechanisms' bookkeeping (token rotation, two-factor codes) is the one use of a plain transaction.
    const plainTransaction = new Set(['auth/auth.service.ts', 'accounts/two-factor.service.ts']);
    const forbidden = [
      /\.transaction\(/,
      /\bappendAudit\b/,
      /\bappendTimelineEvent\b/,
      /\bqueueNotices\b/,
      /\bbumpDataVersion\b/,
      /idempotency\.repository/,
      /platform\/change\/audit/,
    ];
    const root = new URL('./modules/', import.meta.url).pathname;
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.includes('test-support'),
    );
    const problems = files.flatMap((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const found = forbidden.filter((pattern) => pattern.test(text)).map((pattern) => `${file}: ${pattern.source}`);
      if (/\binTransaction\b/.test(text) && !plainTransaction.has(file)) found.push(`${file}: inTransaction`);
      return found;
    });
    expect(files.length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});
