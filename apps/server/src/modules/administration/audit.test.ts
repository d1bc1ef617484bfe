import { MESSAGES } from '@portaria/shared';
import { AUDIT_MESSAGES as M } from '@portaria/shared/administration/audit.messages';
import type { AuditEntry, AuditWindow } from '@portaria/shared/administration/audit.schemas';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, usuarios } from '../../db/schema/index.ts';
import { CARLOS, MARIA, bearer, contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditCsv } from './audit.service.ts';

const RENATA = { cpf: '74185296355', password: 'Admin@2024' };

/** March 2023 holds only the entries written here (the demo's are of 2024): each test reads its own. */
const MARCH = 'dataDe=2023-03-01&dataAte=2023-03-31';
const at = (iso: string) => new Date(iso);

describe('registro de auditoria do console', () => {
  let t: TestApp;
  let syndic: string;
  let admin: string;
  let doorkeeper: string;
  const ids: Record<'maria' | 'carlos' | 'renata', number> = { maria: 0, carlos: 0, renata: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    [syndic, admin, doorkeeper] = await Promise.all([
      contextToken(t.app, MARIA, 1001),
      contextToken(t.app, RENATA, 1001),
      contextToken(t.app, CARLOS, 1001),
    ]);
    const people = await t.db
      .select({ id: usuarios.id, cpf: usuarios.cpf })
      .from(usuarios)
      .where(inArray(usuarios.cpf, [MARIA.cpf, CARLOS.cpf, RENATA.cpf]));
    const idOf = (cpf: string) => people.find((p) => p.cpf === cpf)!.id;
    Object.assign(ids, { maria: idOf(MARIA.cpf), carlos: idOf(CARLOS.cpf), renata: idOf(RENATA.cpf) });
    await t.db.insert(auditLog).values([
      // 1001: a parcel by Carlos, a vehicle edit by Carlos, a block rename by Maria, an entry without an account.
      {
        idUsuario: ids.carlos,
        idCondo: 1001,
        acao: 'correspondencia.cadastrar',
        entidade: 'correspondencia',
        idEntidade: '11',
        detalhes: { idUnidade: 5, categoria: 'PACOTE' },
        createdAt: at('2023-03-10T13:00:00Z'),
      },
      {
        idUsuario: ids.carlos,
        idCondo: 1001,
        acao: 'veiculo.editar',
        entidade: 'veiculo',
        idEntidade: '12',
        detalhes: { alteracoes: { cor: { antes: 'PRETO', depois: 'BRANCO' } }, placa: 'AUD1T23' },
        createdAt: at('2023-03-11T13:00:00Z'),
      },
      {
        idUsuario: ids.maria,
        idCondo: 1001,
        acao: 'bloco.renomear',
        entidade: 'bloco',
        idEntidade: '13',
        detalhes: { nome: { antes: 'Bloco A', depois: 'Bloco Azul' } },
        // 23:30 of March 11 in São Paulo (UTC−3): that day, not the 12th.
        createdAt: at('2023-03-12T02:30:00Z'),
      },
      {
        idUsuario: null,
        idCondo: 1001,
        acao: 'pre_cadastro.enviar',
        entidade: 'pre_cadastro',
        idEntidade: '14',
        detalhes: { cpf: '529.***.***-25', cargo: 'ZELADOR' },
        createdAt: at('2023-03-13T13:00:00Z'),
      },
      // 1002: only the administrator of both sees it, and only with todos=true.
      {
        idUsuario: ids.renata,
        idCondo: 1002,
        acao: 'condominio.editar',
        entidade: 'condominio',
        idEntidade: '1002',
        detalhes: { nome: { antes: 'Solar', depois: 'Solar do Atlântico Marcado' } },
        createdAt: at('2023-03-12T13:00:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ url: `/api${url}`, headers: bearer(token) });
  const list = async (query: string, token = syndic): Promise<AuditWindow> => {
    const res = await get(`/administracao/auditoria?${query}`, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const actions = (w: AuditWindow) => w.data.map((e) => e.acao);

  test('quem pode ler: síndica e administradora 200; porteiro 403; sem token 401', async () => {
    expect((await get('/administracao/auditoria', syndic)).statusCode).toBe(200);
    expect((await get('/administracao/auditoria', admin)).statusCode).toBe(200);
    for (const url of ['', '/pessoas', '/relatorio']) {
      const refused = await get(`/administracao/auditoria${url}`, doorkeeper);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.forbidden });
      expect((await t.app.inject({ url: `/api/administracao/auditoria${url}` })).statusCode).toBe(401);
    }
  });

  test('cada registro diz quem, quando, de qual condomínio, a ação em pt-BR e o que mudou (antes e depois)', async () => {
    const w = await list(MARCH);
    expect(actions(w)).toEqual([
      'pre_cadastro.enviar',
      'bloco.renomear',
      'veiculo.editar',
      'correspondencia.cadastrar',
    ]);
    const rename = w.data.find((e) => e.acao === 'bloco.renomear')!;
    expect(rename).toEqual<AuditEntry>({
      id: rename.id,
      quando: '2023-03-11T23:30:00',
      idUsuario: ids.maria,
      nmUsuario: 'Maria Helena Prado',
      idCondo: 1001,
      referencia: 4521,
      nmCondo: rename.nmCondo,
      acao: 'bloco.renomear',
      rotuloAcao: 'Renomeou um bloco',
      entidade: 'bloco',
      rotuloArea: 'Blocos',
      idEntidade: '13',
      alteracoes: [{ tipo: 'edicao', campo: 'nome', rotulo: 'Nome', antes: 'Bloco A', depois: 'Bloco Azul' }],
    });
    expect(rename.nmCondo).toMatch(/Palmeiras/);
    expect(w.data.find((e) => e.acao === 'veiculo.editar')!.alteracoes).toEqual([
      { tipo: 'edicao', campo: 'cor', rotulo: 'Cor', antes: 'PRETO', depois: 'BRANCO' },
      { tipo: 'valor', campo: 'placa', rotulo: 'Placa', valor: 'AUD1T23' },
    ]);
    expect(w.data.find((e) => e.acao === 'pre_cadastro.enviar')!).toMatchObject({ idUsuario: null, nmUsuario: null });
    expect(w.proximo).toBeNull();
  });

  test('uma edição feita pelo console aparece com o antes e o depois', async () => {
    const blocks = (await get('/administracao/blocos', syndic)).json() as { data: { idBloco: number; nome: string }[] };
    const block = blocks.data[0]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/administracao/blocos/${block.idBloco}`,
      headers: bearer(syndic),
      payload: { nome: 'Bloco Auditado' },
    });
    expect(res.statusCode).toBe(200);
    const [entry] = (await list('acao=bloco.renomear&limite=1')).data;
    expect(entry).toMatchObject({ idUsuario: ids.maria, idEntidade: String(block.idBloco) });
    expect(entry!.alteracoes).toEqual([
      { tipo: 'edicao', campo: 'nome', rotulo: 'Nome', antes: block.nome, depois: 'Bloco Auditado' },
    ]);
  });

  test('filtros: período no dia de São Paulo, pessoa, área, ação e combinados', async () => {
    expect(actions(await list('dataDe=2023-03-11&dataAte=2023-03-11'))).toEqual(['bloco.renomear', 'veiculo.editar']);
    expect(actions(await list('dataDe=2023-03-12&dataAte=2023-03-12'))).toEqual([]);
    expect(actions(await list(`${MARCH}&idUsuario=${ids.carlos}`))).toEqual([
      'veiculo.editar',
      'correspondencia.cadastrar',
    ]);
    expect(actions(await list(`${MARCH}&entidade=veiculo`))).toEqual(['veiculo.editar']);
    expect(actions(await list(`${MARCH}&acao=correspondencia.cadastrar`))).toEqual(['correspondencia.cadastrar']);
    expect(actions(await list(`${MARCH}&idUsuario=${ids.carlos}&entidade=bloco`))).toEqual([]);
    expect(actions(await list(`${MARCH}&idUsuario=${ids.maria}&acao=bloco.renomear&entidade=bloco`))).toEqual([
      'bloco.renomear',
    ]);
  });

  test('filtros inválidos: 400 com a mensagem', async () => {
    const cases: [string, string][] = [
      ['dataDe=2023-03-12&dataAte=2023-03-11', M.periodInverted],
      ['entidade=nada', M.areaInvalid],
      ['acao=nada.fazer', M.actionInvalid],
      ['apos=1.x', M.cursorInvalid],
      ['apos=1.99999999999999999999', M.cursorInvalid],
      ['apos=1.2%00', M.cursorInvalid],
      ['idUsuario=99999999999', MESSAGES.idInvalid],
      ['dataDe=0000-01-01', MESSAGES.dateOutOfRange],
      ['todos=sim', M.flagInvalid],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/administracao/auditoria?${query}`, syndic);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ message });
    }
  });

  test('a síndica vê só o seu condomínio; todos=true é só do administrador da instalação', async () => {
    expect(actions(await list(`${MARCH}&entidade=condominio`))).toEqual([]);
    const refused = await get(`/administracao/auditoria?todos=true`, syndic);
    expect(refused.statusCode).toBe(403);
    expect((await get('/administracao/auditoria/pessoas?todos=true', syndic)).statusCode).toBe(403);
    expect(actions(await list(`${MARCH}&entidade=condominio`, admin))).toEqual([]);
    const all = await list(`${MARCH}&todos=true`, admin);
    expect(actions(all)).toEqual([
      'pre_cadastro.enviar',
      'condominio.editar',
      'bloco.renomear',
      'veiculo.editar',
      'correspondencia.cadastrar',
    ]);
    expect(all.data.find((e) => e.acao === 'condominio.editar')).toMatchObject({ idCondo: 1002, referencia: 7310 });
  });

  test('janelas pelo cursor: registros do mesmo instante não se perdem nem se repetem', async () => {
    const instant = at('2023-05-05T15:00:00.123456Z');
    await t.db.insert(auditLog).values(
      Array.from({ length: 7 }, (_, i) => ({
        idUsuario: ids.carlos,
        idCondo: 1001,
        acao: 'visita.registrar_entrada',
        entidade: 'log_entrada',
        idEntidade: String(100 + i),
        createdAt: instant,
      })),
    );
    const seen: string[] = [];
    let apos: string | null = '';
    let windows = 0;
    while (apos !== null) {
      const w: AuditWindow = await list(
        `dataDe=2023-05-05&dataAte=2023-05-05&limite=3${apos ? `&apos=${encodeURIComponent(apos)}` : ''}`,
      );
      seen.push(...w.data.map((e) => e.idEntidade!));
      apos = w.proximo;
      windows += 1;
    }
    expect(windows).toBe(3);
    expect(seen).toEqual(['106', '105', '104', '103', '102', '101', '100']);
  });

  test('pessoas do filtro: quem aparece no registro do condomínio, por nome, sem as de outro condomínio', async () => {
    const [other] = await t.db
      .insert(usuarios)
      .values({ cpf: '00000000191', nome: 'Aline Só do Solar' })
      .returning({ id: usuarios.id });
    await t.db.insert(auditLog).values({
      idUsuario: other!.id,
      idCondo: 1002,
      acao: 'veiculo.cadastrar',
      entidade: 'veiculo',
      createdAt: at('2023-03-20T13:00:00Z'),
    });
    const peopleOf = async (url: string, token: string) => {
      const res = await get(url, token);
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: { idUsuario: number; nome: string }[] }).data;
    };
    const people = await peopleOf('/administracao/auditoria/pessoas', syndic);
    expect(people.map((p) => p.idUsuario)).toEqual(expect.arrayContaining([ids.carlos, ids.maria]));
    expect(people.map((p) => p.idUsuario)).not.toContain(other!.id);
    const names = people.map((p) => p.nome);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'pt-BR')));
    const all = await peopleOf('/administracao/auditoria/pessoas?todos=true', admin);
    expect(all[0]).toEqual({ idUsuario: other!.id, nome: 'Aline Só do Solar' });
    expect(all.filter((p) => p.idUsuario === ids.carlos)).toHaveLength(1);
  });

  test('CSV do filtro: cabeçalho em pt-BR, as linhas do filtro, lido em lotes pelo cursor', async () => {
    const res = await get(`/administracao/auditoria/relatorio?${MARCH}`, syndic);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="auditoria.csv"');
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Data e hora;Pessoa;Condomínio;Área;Ação;O que mudou');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(
        /^13\/03\/2023 10:00:00;Sem conta;4521 - .+;Pré-cadastros;Enviou um pré-cadastro;CPF: 529\.\*\*\*\.\*\*\*-25 \| Cargo: ZELADOR$/,
      ),
      expect.stringContaining('11/03/2023 23:30:00;Maria Helena Prado;4521 - '),
      expect.stringContaining(';Veículos;Editou veículo;Cor: PRETO → BRANCO | Placa: AUD1T23'),
      expect.stringContaining(';Correspondências;Cadastrou correspondência;Categoria: PACOTE | Unidade (código): 5'),
    ]);
    // Batches of 2 give the same lines as one: the keyset cursor joins them without a gap or a repeat.
    const reader = { userId: ids.maria, idCondo: 1001, permissions: new Set<string>() };
    const filter = { dataDe: '2023-03-01', dataAte: '2023-03-31', todos: false };
    const small = await auditCsv(t.db, reader, filter, 2);
    let text = '';
    for await (const chunk of small.stream) text += String(chunk);
    expect(text).toBe(res.body);
  });
});
