import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { INVITE_MESSAGES } from '@portaria/shared/access-control/access-control.messages';
import { auditLog, autorizacoes, condominios, timelineEvents, visitanteUnidades } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { freshCpf, freshPassport, recurring, visitorBody } from './visitors.test-support.ts';

const SAVE = '/controleacesso/visitantecomautorizacao';
const LIST = '/controleacesso/visitanteunidade';
const LOOKUP = '/controleacesso/visitanteunidade/documento';
const grouped = (id: number) => `/controleacesso/autorizarconvidado/agrupada/${id}`;
const schedule = (id: number) => `/controleacesso/autorizarconvidado/${id}`;
// The fixture's clock: 2024-10-01 (a Tuesday) 09:00 in São Paulo.
const TODAY = '2024-10-01';

describe('visitantes e prestadores: cadastro, documento, agendamentos, exclusões', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture();
  });
  afterAll(() => f.close());
  const desk = () => f.client(f.tokens.a);
  const save = async (body: object, status = 201) => {
    const res = await desk().post(SAVE, body);
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  };
  const eventsOf = async (entidade: string, id: number) =>
    (
      await f.db
        .select()
        .from(timelineEvents)
        .where(and(eq(timelineEvents.entidade, entidade), eq(timelineEvents.idEntidade, String(id))))
    ).map((e) => e.atividade);

  test('cadastra com CPF e interfonar: 201, aparece na lista e na busca sem acento, com o registro do §3, na linha do tempo', async () => {
    const cpf = freshCpf();
    const ids = await save(
      visitorBody(f.units.a101, { visitante: { nome: 'Zélia Gonçalves Prática', cpf, empresa: 'Flores & Cia' } }),
    );
    expect(ids).toEqual({
      idVisitante: expect.any(Number),
      idVisitanteUnidade: expect.any(Number),
      idAutorizacao: expect.any(Number),
    });
    const found = (await desk().get(LIST, { curinga: 'zelia pratica' })).json();
    expect(found.meta).toMatchObject({ totalItems: 1, totalPages: 1 });
    expect(found.data[0]).toEqual({
      idVisitanteUnidade: ids.idVisitanteUnidade,
      idUnidade: f.units.a101,
      nmBloco: 'Bloco A',
      nmUnidade: '101',
      unidades: [{ id: f.units.a101 }],
      visitante: {
        idVisitante: ids.idVisitante,
        nome: 'Zélia Gonçalves Prática',
        rg: null,
        cpf,
        empresa: 'Flores & Cia',
        telefone: null,
        estrangeiro: false,
        flEstrangeiro: 'N',
        tipoDocumentoEstrangeiro: null,
        documentoEstrangeiro: null,
        ativo: true,
        visitanteTipo: 'VISITANTE',
        usaBiometriaFacial: false,
      },
      parentesco: null,
      retiraEncomendas: false,
      retiraAte: null,
      funcao: null,
      tipoAutorizacao: 'INTERFONAR',
      observacao: null,
      createdBy: 'PORTARIA',
      status_biometria_visitante: 'NAO_CADASTRADA',
    });
    expect(
      (await desk().get(LIST, { curinga: 'flores' }))
        .json()
        .data.map((v: { idVisitanteUnidade: number }) => v.idVisitanteUnidade),
    ).toContain(ids.idVisitanteUnidade);
    const one = (await desk().get(LIST, { idVisitanteUnidade: ids.idVisitanteUnidade })).json();
    expect(one.data).toHaveLength(1);
    expect(await eventsOf('visitante_unidade', ids.idVisitanteUnidade)).toEqual([
      'Visitante cadastrado: Zélia Gonçalves Prática',
    ]);
    expect(await eventsOf('autorizacao', ids.idAutorizacao)).toEqual([
      'Agendamento Interfonar cadastrado: Zélia Gonçalves Prática',
    ]);
    const [audit] = await f.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.acao, 'visitante.cadastrar'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(JSON.stringify(audit!.detalhes)).not.toContain(cpf);
  });

  test('busca por documento: o registro da unidade; em outra unidade só a pessoa; desconhecido é nulo', async () => {
    const cpf = freshCpf();
    const ids = await save(visitorBody(f.units.a101, { visitante: { cpf } }));
    const lookup = (q: Record<string, string | number>) => desk().get(LOOKUP, q);
    expect(
      (
        await lookup({
          tipoDocumento: 'CPF',
          numeroDocumento: cpf.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'),
          idUnidade: f.units.a101,
        })
      ).json(),
    ).toEqual({
      idVisitanteUnidade: ids.idVisitanteUnidade,
      idVisitante: ids.idVisitante,
    });
    expect((await lookup({ tipoDocumento: 'CPF', numeroDocumento: cpf, idUnidade: f.units.b302 })).json()).toEqual({
      idVisitanteUnidade: null,
      idVisitante: ids.idVisitante,
    });
    expect(
      (await lookup({ tipoDocumento: 'CPF', numeroDocumento: freshCpf(), idUnidade: f.units.a101 })).json(),
    ).toEqual({ idVisitanteUnidade: null, idVisitante: null });
    const bad = await lookup({ tipoDocumento: 'RNE', numeroDocumento: 'V12', idUnidade: f.units.a101 });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: M.rneInvalid }]);
    expect((await lookup({ tipoDocumento: 'CPF', numeroDocumento: cpf, idUnidade: f.units.torre101 })).statusCode).toBe(
      404,
    );
  });

  test('um visitante por documento no condomínio: mesma unidade 409; outra unidade reaproveita a pessoa', async () => {
    const passport = freshPassport();
    const foreign = {
      estrangeiro: true,
      tipoDocumentoEstrangeiro: 'PASSAPORTE',
      documentoEstrangeiro: passport,
      cpf: null,
      nome: 'John Foreigner',
    };
    const first = await save(visitorBody(f.units.a101, { visitante: foreign }));
    const again = await desk().post(SAVE, visitorBody(f.units.a101, { visitante: foreign }));
    expect([again.statusCode, again.json()]).toEqual([409, { message: M.alreadyInUnit }]);
    const other = await save(visitorBody(f.units.b302, { visitante: foreign }));
    expect(other.idVisitante).toBe(first.idVisitante);
    expect(other.idVisitanteUnidade).not.toBe(first.idVisitanteUnidade);
    const rne = await desk().post(
      SAVE,
      visitorBody(f.units.a101, {
        visitante: { estrangeiro: true, tipoDocumentoEstrangeiro: 'RNE', documentoEstrangeiro: 'V123456', cpf: null },
      }),
    );
    expect([rne.statusCode, rne.json()]).toEqual([400, { message: M.rneInvalid }]);
    const badCpf = await desk().post(SAVE, visitorBody(f.units.a101, { visitante: { cpf: '529.982.247-24' } }));
    expect([badCpf.statusCode, badCpf.json()]).toEqual([400, { message: M.cpfInvalid }]);
  });

  test('prestador do condomínio sem unidade; com unidade é recusado; filtro prestadorCondominio', async () => {
    const ids = await save(
      visitorBody(null, {
        visitante: { visitanteTipo: 'PRESTADOR_CONDOMINIO', nome: 'Jardinagem Condominial', empresa: 'Verde Vivo' },
      }),
    );
    const withUnit = await desk().post(
      SAVE,
      visitorBody(f.units.a101, { visitante: { visitanteTipo: 'PRESTADOR_CONDOMINIO' } }),
    );
    expect([withUnit.statusCode, withUnit.json()]).toEqual([400, { message: M.condoProviderNoUnit }]);
    const list = (await desk().get(LIST, { prestadorCondominio: 'true', curinga: 'verde vivo' })).json();
    expect(list.data).toEqual([
      expect.objectContaining({
        idVisitanteUnidade: ids.idVisitanteUnidade,
        idUnidade: null,
        nmBloco: null,
        nmUnidade: null,
        unidades: [],
      }),
    ]);
    expect((await desk().get(LIST, { prestadorCondominio: 'false', curinga: 'verde vivo' })).json().data).toEqual([]);
    expect(
      (await desk().get(LIST, { tipoVisitante: 'PRESTADOR_CONDOMINIO', curinga: 'verde vivo' })).json().data,
    ).toHaveLength(1);
  });

  test('biometria facial no agendamento só quando o condomínio tem biometria: senão 422 com a mensagem, no cadastro e na edição', async () => {
    const withBiometry = () =>
      visitorBody(f.units.a101, {
        visitante: { telefone: '(11) 98765-4321' },
        autorizacao: { ...recurring(TODAY, '2024-10-31', []), usaBiometriaFacial: true },
      });
    const kept = await save(withBiometry());
    await f.db.update(condominios).set({ temBiometria: false }).where(eq(condominios.idCondo, 1001));
    try {
      const created = await desk().post(SAVE, withBiometry());
      expect([created.statusCode, created.json()]).toEqual([422, { message: INVITE_MESSAGES.noBiometrics }]);
      const body = withBiometry();
      const edited = await desk().put(SAVE, {
        ...body,
        visitanteUnidade: { ...body.visitanteUnidade, idVisitanteUnidade: kept.idVisitanteUnidade },
      });
      expect([edited.statusCode, edited.json()]).toEqual([422, { message: INVITE_MESSAGES.noBiometrics }]);
      // Without biometry the same visitor is saved.
      await save(visitorBody(f.units.a101, { autorizacao: recurring(TODAY, '2024-10-31', []) }));
    } finally {
      await f.db.update(condominios).set({ temBiometria: true }).where(eq(condominios.idCondo, 1001));
    }
  });

  test('regras de datas: pontual de hoje a um ano; recorrente até um ano depois do início e só dias do período', async () => {
    const refused = async (autorizacao: Record<string, unknown>, message: string) => {
      const res = await desk().post(SAVE, visitorBody(f.units.a101, { autorizacao }));
      expect([res.statusCode, res.json()]).toEqual([400, { message }]);
    };
    await refused({ tipoAutorizacao: 'PONTUAL', dataDe: '2024-09-30' }, M.dateBeforeToday);
    await refused({ tipoAutorizacao: 'PONTUAL', dataDe: '2025-10-02' }, M.dateBeyondYear);
    await refused(recurring('2024-10-07', '2024-10-06', [2]), M.endBeforeStart);
    await refused(recurring('2024-10-07', '2025-10-08', [2]), M.dateBeyondYear);
    await refused(recurring('2024-10-07', '2024-10-09', [6]), M.weekdayOutOfRange);
    await save(visitorBody(f.units.a101, { autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2025-10-01' } }));
    // No weekday chosen: every weekday inside the range.
    const ids = await save(visitorBody(f.units.a101, { autorizacao: recurring('2024-10-07', '2024-10-09', []) }));
    const { ativas } = (await desk().get(grouped(ids.idVisitanteUnidade))).json();
    expect(ativas[0].recorrencia.recorrencias.map((r: { valorRecorrencia: number }) => r.valorRecorrencia)).toEqual([
      2, 3, 4,
    ]);
  });

  test('agrupada: ativas (fim hoje ou depois) e vencidas; PUT edita um agendamento e adiciona outro', async () => {
    const ids = await save(visitorBody(f.units.a101, { autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: TODAY } }));
    // A past visit (registered on 09/20 for 09/25).
    await f.db
      .update(autorizacoes)
      .set({ dataDe: '2024-09-25', dataAte: '2024-09-25' })
      .where(eq(autorizacoes.id, ids.idAutorizacao));
    const body = visitorBody(f.units.a101);
    const added = await desk().put(SAVE, {
      visitanteUnidade: {
        ...body.visitanteUnidade,
        idVisitanteUnidade: ids.idVisitanteUnidade,
        visitante: { ...body.visitanteUnidade.visitante, nome: 'Nome Editado Teste' },
      },
      autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: TODAY },
    });
    expect(added.statusCode, added.body).toBe(200);
    const newId = added.json().idAutorizacao as number;
    const groups = (await desk().get(grouped(ids.idVisitanteUnidade))).json();
    expect(groups.ativas).toEqual([
      {
        id: newId,
        idVisitanteUnidade: ids.idVisitanteUnidade,
        tipoAutorizacao: 'PONTUAL',
        inicio: TODAY,
        fim: TODAY,
        usaBiometriaFacial: false,
        statusBiometria: 'NAO_CADASTRADA',
        recorrencia: null,
        createdBy: 'PORTARIA',
      },
    ]);
    expect(groups.vencidas.map((s: { id: number }) => s.id)).toEqual([ids.idAutorizacao]);
    const edited = await desk().put(SAVE, {
      visitanteUnidade: { ...body.visitanteUnidade, idVisitanteUnidade: ids.idVisitanteUnidade },
      autorizacao: { ...recurring(TODAY, '2024-12-31', [2, 4]), idAutorizacao: newId },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = (await desk().get(grouped(ids.idVisitanteUnidade))).json();
    expect(after.ativas[0]).toMatchObject({
      id: newId,
      tipoAutorizacao: 'ACESSO_LIBERADO',
      inicio: TODAY,
      fim: '2024-12-31',
    });
    expect(await eventsOf('autorizacao', newId)).toEqual([
      'Agendamento Pontual cadastrado: Nome Editado Teste',
      'Agendamento Recorrente alterado: Zuleica Visitante Teste',
    ]);
    const other = await save(visitorBody(f.units.a101));
    const wrong = await desk().put(SAVE, {
      visitanteUnidade: { ...body.visitanteUnidade, idVisitanteUnidade: ids.idVisitanteUnidade },
      autorizacao: { tipoAutorizacao: 'INTERFONAR', idAutorizacao: other.idAutorizacao },
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([404, { message: M.scheduleNotFound }]);
  });

  test('só agendamentos e visitantes da portaria podem ser editados ou excluídos (createdBy): recusa 409, não 403', async () => {
    const ids = await save(visitorBody(f.units.a101, { autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: TODAY } }));
    await f.db.update(autorizacoes).set({ createdBy: 'MORADOR' }).where(eq(autorizacoes.id, ids.idAutorizacao));
    const del = await desk().delete(schedule(ids.idAutorizacao));
    expect([del.statusCode, del.json()]).toEqual([409, { message: M.onlyFrontDeskSchedule }]);
    const body = visitorBody(f.units.a101);
    const put = await desk().put(SAVE, {
      visitanteUnidade: { ...body.visitanteUnidade, idVisitanteUnidade: ids.idVisitanteUnidade },
      autorizacao: { tipoAutorizacao: 'INTERFONAR', idAutorizacao: ids.idAutorizacao },
    });
    expect([put.statusCode, put.json()]).toEqual([409, { message: M.onlyFrontDeskSchedule }]);
    await f.db
      .update(visitanteUnidades)
      .set({ createdBy: 'MORADOR' })
      .where(eq(visitanteUnidades.id, ids.idVisitanteUnidade));
    const gone = await desk().delete(`/controleacesso/${ids.idVisitante}`);
    expect([gone.statusCode, gone.json()]).toEqual([409, { message: M.onlyFrontDeskVisitor }]);
    expect((await desk().get(LIST, { idVisitanteUnidade: ids.idVisitanteUnidade })).json().data).toHaveLength(1);
  });

  test('excluir agendamento: some da agrupada, fica na linha do tempo; não existe mais na segunda vez', async () => {
    const ids = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Agenda Excluída' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: TODAY },
      }),
    );
    const res = await desk().delete(schedule(ids.idAutorizacao));
    expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
    expect((await desk().get(grouped(ids.idVisitanteUnidade))).json()).toEqual({ ativas: [], vencidas: [] });
    expect(await eventsOf('autorizacao', ids.idAutorizacao)).toContain('Agendamento Pontual excluído: Agenda Excluída');
    const again = await desk().delete(schedule(ids.idAutorizacao));
    expect([again.statusCode, again.json()]).toEqual([404, { message: M.scheduleNotFound }]);
  });

  test('excluir visitante leva todos os agendamentos, sai da lista e da busca, fica na linha do tempo; o documento fica livre', async () => {
    const cpf = freshCpf();
    const first = await save(
      visitorBody(f.units.a101, {
        visitante: { cpf, nome: 'Visitante Removido' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: TODAY },
      }),
    );
    const second = await save(
      visitorBody(f.units.b302, {
        visitante: { cpf, nome: 'Visitante Removido' },
        autorizacao: recurring(TODAY, '2024-10-31', []),
      }),
    );
    const res = await desk().delete(`/controleacesso/${first.idVisitante}`);
    expect([res.statusCode, res.json()]).toEqual([200, { success: true }]);
    const alive = await f.db
      .select({ id: autorizacoes.id })
      .from(autorizacoes)
      .where(and(eq(autorizacoes.idVisitanteUnidade, second.idVisitanteUnidade), isNull(autorizacoes.excluidoEm)));
    expect(alive).toEqual([]);
    expect((await desk().get(LIST, { curinga: 'visitante removido' })).json().data).toEqual([]);
    expect((await desk().get(grouped(first.idVisitanteUnidade))).statusCode).toBe(404);
    expect(
      (await desk().get(LOOKUP, { tipoDocumento: 'CPF', numeroDocumento: cpf, idUnidade: f.units.a101 })).json(),
    ).toEqual({ idVisitanteUnidade: null, idVisitante: null });
    expect(await eventsOf('visitante', first.idVisitante)).toEqual([
      'Visitante excluído: Visitante Removido',
      'Visitante excluído: Visitante Removido',
    ]);
    await save(visitorBody(f.units.a101, { visitante: { cpf } }));
    expect((await desk().delete(`/controleacesso/${first.idVisitante}`)).statusCode).toBe(404);
  });

  test('blocos e unidades pela referência do condomínio do token', async () => {
    const blocks = (await desk().get('/condominios/v3/4521/blocos')).json();
    expect(blocks.data.map((b: { nome: string }) => b.nome)).toEqual(['Bloco A', 'Bloco B', 'Bloco C']);
    expect(blocks.data[0]).toEqual({ idBloco: expect.any(Number), nome: 'Bloco A', quantidadeUnidades: 24 });
    const units = (await desk().get('/condominios/v3/4521/unidades', { idBloco: blocks.data[0].idBloco })).json();
    expect(units.data).toHaveLength(24);
    expect(units.data[0]).toMatchObject({ nome: '101', nmBloco: 'Bloco A' });
    expect((await desk().get('/condominios/v3/4521/unidades')).json().data).toHaveLength(72);
    const other = await desk().get('/condominios/v3/7310/blocos');
    expect([other.statusCode, other.json()]).toEqual([403, { message: M.referenceMismatch }]);
    expect((await desk().get('/condominios/v3/4521/unidades', { idBloco: 999999 })).statusCode).toBe(404);
  });
});
