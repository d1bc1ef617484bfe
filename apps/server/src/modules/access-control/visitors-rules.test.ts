import { INVITE_MESSAGES } from '@portaria/shared/access-control/access-control.messages';
import { VISITOR_MESSAGES as M } from '@portaria/shared/access-control/visitors.messages';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, condominios, timelineEvents, visitanteUnidades } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, contextToken } from '../../test/helpers.ts';
import { freshCpf, freshPassport, recurring, visitorBody, SAVE_VISITOR, clockedDesk } from './visitors.test-support.ts';

const SAVE = SAVE_VISITOR;
const LIST = '/controleacesso/visitanteunidade';
const LOOKUP = '/controleacesso/visitanteunidade/documento';
const grouped = (id: number) => `/controleacesso/autorizarconvidado/agrupada/${id}`;
const schedule = (id: number) => `/controleacesso/autorizarconvidado/${id}`;
// São Paulo is UTC−3; 2024-10-01 is a Tuesday.

describe('visitantes: edição, exclusão, filtros e agendamentos (regras do spec 02 sem teste até aqui)', () => {
  let f: Fixture;
  beforeAll(async () => {
    f = await createFixture();
  });
  afterAll(() => f.close());
  /** Each test moves the clock; the desk signs in again at the new time. */
  const { desk, moveTo, save } = clockedDesk(() => f);
  /** The PUT body: `body` as the edit of visitor-unit `id`, with `autorizacao`. */
  const edit = (id: number, body: ReturnType<typeof visitorBody>, autorizacao: Record<string, unknown>) =>
    desk().put(SAVE, { visitanteUnidade: { ...body.visitanteUnidade, idVisitanteUnidade: id }, autorizacao });
  const listed = async (query: Record<string, string | number>) => {
    const res = await desk().get(LIST, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      data: { idVisitanteUnidade: number; idUnidade: number | null; visitante: Record<string, unknown> }[];
      meta: { page: number; totalPages: number; totalItems: number };
    };
  };
  const lastAudit = async (acao: string, idEntidade: number) => {
    const rows = await f.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, acao), eq(auditLog.idEntidade, String(idEntidade))));
    return rows.at(-1);
  };
  /** The visitors area's timeline lines about one row. */
  const timelineOf = (entidade: string, id: number) =>
    f.db
      .select({
        atividade: timelineEvents.atividade,
        idUnidade: timelineEvents.idUnidade,
        nmPessoa: timelineEvents.nmPessoa,
      })
      .from(timelineEvents)
      .where(
        and(
          eq(timelineEvents.area, 'visitantes'),
          eq(timelineEvents.entidade, entidade),
          eq(timelineEvents.idEntidade, String(id)),
        ),
      )
      .orderBy(asc(timelineEvents.id));

  test('o que não existe ou é de outro condomínio: edição sem registro 400, registro alheio 404, unidade alheia 404', async () => {
    await moveTo('2024-10-01T09:00:00');
    const ids = await save(visitorBody(f.units.a101, { visitante: { nome: 'Alheio Não Editável' } }));
    const body = visitorBody(f.units.a101);
    const without = await desk().put(SAVE, body);
    expect([without.statusCode, without.json()]).toEqual([400, { message: M.visitorNotFound }]);
    const unknown = await edit(99_999_999, body, { tipoAutorizacao: 'INTERFONAR' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: M.visitorNotFound }]);
    const missingSchedule = await edit(ids.idVisitanteUnidade, body, {
      tipoAutorizacao: 'INTERFONAR',
      idAutorizacao: 99_999_999,
    });
    expect([missingSchedule.statusCode, missingSchedule.json()]).toEqual([404, { message: M.scheduleNotFound }]);
    const otherUnit = await desk().post(SAVE, visitorBody(f.units.torre101));
    expect([otherUnit.statusCode, otherUnit.json()]).toEqual([404, { message: M.unitNotFound }]);

    // The other condominium's desk sees none of it.
    const other = f.client(await contextToken(f.app, CARLOS, 1002));
    const foreignEdit = await other.put(SAVE, {
      visitanteUnidade: {
        ...visitorBody(f.units.torre101).visitanteUnidade,
        idVisitanteUnidade: ids.idVisitanteUnidade,
      },
      autorizacao: { tipoAutorizacao: 'INTERFONAR' },
    });
    expect([foreignEdit.statusCode, foreignEdit.json()]).toEqual([404, { message: M.visitorNotFound }]);
    const del = await other.delete(`/controleacesso/${ids.idVisitante}`);
    expect([del.statusCode, del.json()]).toEqual([404, { message: M.visitorNotFound }]);
    const delSchedule = await other.delete(schedule(ids.idAutorizacao));
    expect([delSchedule.statusCode, delSchedule.json()]).toEqual([404, { message: M.scheduleNotFound }]);
    const groups = await other.get(grouped(ids.idVisitanteUnidade));
    expect([groups.statusCode, groups.json()]).toEqual([404, { message: M.visitorNotFound }]);
    expect((await other.get(LIST, { idVisitanteUnidade: ids.idVisitanteUnidade })).json().data).toEqual([]);
    // Nothing changed for the owner.
    expect((await listed({ idVisitanteUnidade: ids.idVisitanteUnidade })).data).toEqual([
      expect.objectContaining({ visitante: expect.objectContaining({ nome: 'Alheio Não Editável', ativo: true }) }),
    ]);
  });

  test('editar muda a pessoa e as notas do vínculo: lista e busca mostram o novo; a auditoria diz editar ou cadastrar, com o tipo', async () => {
    await moveTo('2024-10-01T09:00:00');
    const cpf = freshCpf();
    const ids = await save(
      visitorBody(f.units.a101, { visitante: { nome: 'Wanda Antes Edição', cpf, empresa: 'Velha Ltda' } }),
    );
    const body = visitorBody(f.units.a101, {
      visitante: { nome: 'Wanda Depois Edição', cpf, empresa: 'Nova Ltda', telefone: '(11) 91234-5678', rg: '123' },
    });
    const res = await desk().put(SAVE, {
      visitanteUnidade: {
        ...body.visitanteUnidade,
        idVisitanteUnidade: ids.idVisitanteUnidade,
        parentesco: 'Prima',
        funcao: 'Cuidadora',
        observacao: 'Chega de manhã',
      },
      autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-03', idAutorizacao: ids.idAutorizacao },
    });
    expect([res.statusCode, res.json()]).toEqual([200, ids]);
    expect((await listed({ idVisitanteUnidade: ids.idVisitanteUnidade })).data).toEqual([
      expect.objectContaining({
        parentesco: 'Prima',
        funcao: 'Cuidadora',
        observacao: 'Chega de manhã',
        tipoAutorizacao: 'PONTUAL',
        visitante: expect.objectContaining({
          idVisitante: ids.idVisitante,
          nome: 'Wanda Depois Edição',
          empresa: 'Nova Ltda',
          telefone: '11912345678',
          rg: '123',
          cpf,
        }),
      }),
    ]);
    const found = (data: { idVisitanteUnidade: number }[]) => data.map((v) => v.idVisitanteUnidade);
    expect(found((await listed({ curinga: 'wanda depois' })).data)).toEqual([ids.idVisitanteUnidade]);
    expect(found((await listed({ curinga: 'nova ltda' })).data)).toEqual([ids.idVisitanteUnidade]);
    expect((await listed({ curinga: 'wanda antes' })).data).toEqual([]);
    expect(await lastAudit('autorizacao.editar', ids.idAutorizacao)).toMatchObject({
      entidade: 'autorizacao',
      detalhes: { idVisitanteUnidade: ids.idVisitanteUnidade, tipoAutorizacao: 'PONTUAL' },
    });
    const [edited] = (await desk().get(grouped(ids.idVisitanteUnidade))).json().ativas;
    expect(edited).toMatchObject({ id: ids.idAutorizacao, tipoAutorizacao: 'PONTUAL', inicio: '2024-10-03' });
    expect(edited.fim).toBe('2024-10-03');

    // Without idAutorizacao the edit adds a schedule.
    const added = await edit(ids.idVisitanteUnidade, body, recurring('2024-10-01', '2024-10-10', [3]));
    expect(added.statusCode, added.body).toBe(200);
    const idAutorizacao = added.json().idAutorizacao as number;
    expect(idAutorizacao).not.toBe(ids.idAutorizacao);
    expect(await lastAudit('autorizacao.cadastrar', idAutorizacao)).toMatchObject({
      entidade: 'autorizacao',
      detalhes: { idVisitanteUnidade: ids.idVisitanteUnidade, tipoAutorizacao: 'ACESSO_LIBERADO' },
    });
    expect(await timelineOf('autorizacao', idAutorizacao)).toEqual([
      {
        atividade: 'Agendamento Recorrente cadastrado: Wanda Depois Edição',
        idUnidade: f.units.a101,
        nmPessoa: 'Wanda Depois Edição',
      },
    ]);
  });

  test('editar um agendamento mantendo o início que já passou é aceito; outra data passada, ou um novo no passado, é recusado', async () => {
    await moveTo('2024-10-01T09:00:00');
    const ids = await save(visitorBody(f.units.a101, { autorizacao: recurring('2024-10-01', '2024-10-31', []) }));
    await moveTo('2024-10-10T09:00:00');
    const body = visitorBody(f.units.a101);
    const kept = await edit(ids.idVisitanteUnidade, body, {
      ...recurring('2024-10-01', '2024-11-15', []),
      idAutorizacao: ids.idAutorizacao,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const [active] = (await desk().get(grouped(ids.idVisitanteUnidade))).json().ativas;
    expect(active).toMatchObject({ id: ids.idAutorizacao, inicio: '2024-10-01', fim: '2024-11-15' });
    // The kept start still bounds the end: one year after it, not after today.
    const beyond = await edit(ids.idVisitanteUnidade, body, {
      ...recurring('2024-10-01', '2025-10-05', []),
      idAutorizacao: ids.idAutorizacao,
    });
    expect([beyond.statusCode, beyond.json()]).toEqual([400, { message: M.dateBeyondYear }]);
    const moved = await edit(ids.idVisitanteUnidade, body, {
      ...recurring('2024-10-05', '2024-11-15', []),
      idAutorizacao: ids.idAutorizacao,
    });
    expect([moved.statusCode, moved.json()]).toEqual([400, { message: M.dateBeforeToday }]);
    const fresh = await edit(ids.idVisitanteUnidade, body, recurring('2024-10-01', '2024-11-15', []));
    expect([fresh.statusCode, fresh.json()]).toEqual([400, { message: M.dateBeforeToday }]);
    const pontual = await edit(ids.idVisitanteUnidade, body, { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-09' });
    expect([pontual.statusCode, pontual.json()]).toEqual([400, { message: M.dateBeforeToday }]);
  });

  test('trocar na edição o documento pelo de outro visitante do condomínio: 409 com a mensagem, nada muda', async () => {
    await moveTo('2024-10-01T09:00:00');
    const taken = freshCpf();
    await save(visitorBody(f.units.a101, { visitante: { nome: 'Dono Do Documento', cpf: taken } }));
    const mine = await save(visitorBody(f.units.b302, { visitante: { nome: 'Quer O Documento' } }));
    const res = await edit(
      mine.idVisitanteUnidade,
      visitorBody(f.units.b302, { visitante: { nome: 'Quer O Documento', cpf: taken } }),
      { tipoAutorizacao: 'INTERFONAR' },
    );
    expect([res.statusCode, res.json()]).toEqual([409, { message: M.documentTaken }]);
    expect((await listed({ idVisitanteUnidade: mine.idVisitanteUnidade })).data[0]!.visitante.cpf).not.toBe(taken);
    expect((await desk().get(grouped(mine.idVisitanteUnidade))).json().ativas).toHaveLength(1);
  });

  test('a mesma pessoa em outra unidade: os dados novos valem nas duas; auditoria e linha do tempo com unidade, tipo e documento', async () => {
    await moveTo('2024-10-01T09:00:00');
    const cpf = freshCpf();
    const first = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Zaqueu Primeiro Nome', cpf, visitanteTipo: 'PRESTADOR_SERVICO', empresa: 'Antiga' },
      }),
    );
    const second = await save(
      visitorBody(f.units.b302, {
        visitante: { nome: 'Zaqueu Segundo Nome', cpf, visitanteTipo: 'PRESTADOR_SERVICO', empresa: 'Atual' },
        autorizacao: { tipoAutorizacao: 'PONTUAL', dataDe: '2024-10-02' },
      }),
    );
    expect(second.idVisitante).toBe(first.idVisitante);
    const names = (await listed({ curinga: 'zaqueu' })).data.map((v) => [v.idUnidade, v.visitante.nome]);
    expect(names).toEqual([
      [f.units.b302, 'Zaqueu Segundo Nome'],
      [f.units.a101, 'Zaqueu Segundo Nome'],
    ]);
    expect((await listed({ curinga: 'antiga' })).data).toEqual([]);
    expect(await lastAudit('visitante.cadastrar', second.idVisitanteUnidade)).toMatchObject({
      entidade: 'visitante_unidade',
      detalhes: { idUnidade: f.units.b302, visitanteTipo: 'PRESTADOR_SERVICO', tipoDocumento: 'CPF' },
    });
    expect(await timelineOf('visitante_unidade', second.idVisitanteUnidade)).toEqual([
      {
        atividade: 'Prestador de serviço cadastrado: Zaqueu Segundo Nome',
        idUnidade: f.units.b302,
        nmPessoa: 'Zaqueu Segundo Nome',
      },
    ]);
    expect(await timelineOf('autorizacao', second.idAutorizacao)).toEqual([
      {
        atividade: 'Agendamento Pontual cadastrado: Zaqueu Segundo Nome',
        idUnidade: f.units.b302,
        nmPessoa: 'Zaqueu Segundo Nome',
      },
    ]);
    // A foreign visitor's audit names the document type, never the number.
    const passport = freshPassport();
    const foreign = await save(
      visitorBody(f.units.a101, {
        visitante: {
          nome: 'Yoko Passaporte',
          estrangeiro: true,
          tipoDocumentoEstrangeiro: 'PASSAPORTE',
          documentoEstrangeiro: passport,
          cpf: null,
        },
      }),
    );
    const audit = await lastAudit('visitante.cadastrar', foreign.idVisitanteUnidade);
    expect(audit?.detalhes).toEqual({
      idUnidade: f.units.a101,
      visitanteTipo: 'VISITANTE',
      tipoDocumento: 'PASSAPORTE',
    });
  });

  test('biometria pedida no cadastro do visitante (não só no agendamento) também exige condomínio com biometria; com ela fica gravada', async () => {
    await moveTo('2024-10-01T09:00:00');
    const withBiometry = () =>
      visitorBody(f.units.a101, {
        visitante: { nome: 'Bruna Biometria', telefone: '(11) 98765-4321', usaBiometriaFacial: true },
        autorizacao: recurring('2024-10-01', '2024-10-31', []),
      });
    const kept = await save(withBiometry());
    expect((await listed({ idVisitanteUnidade: kept.idVisitanteUnidade })).data[0]!.visitante).toMatchObject({
      usaBiometriaFacial: true,
    });
    await f.db.update(condominios).set({ temBiometria: false }).where(eq(condominios.idCondo, 1001));
    try {
      const created = await desk().post(SAVE, withBiometry());
      expect([created.statusCode, created.json()]).toEqual([422, { message: INVITE_MESSAGES.noBiometrics }]);
      const edited = await edit(kept.idVisitanteUnidade, withBiometry(), recurring('2024-10-01', '2024-10-31', []));
      expect([edited.statusCode, edited.json()]).toEqual([422, { message: INVITE_MESSAGES.noBiometrics }]);
    } finally {
      await f.db.update(condominios).set({ temBiometria: true }).where(eq(condominios.idCondo, 1001));
    }
    // The schedule's own biometry is kept on the schedule.
    const scheduled = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Bruna Agenda Biometria', telefone: '(11) 98765-4321' },
        autorizacao: { ...recurring('2024-10-01', '2024-10-31', []), usaBiometriaFacial: true },
      }),
    );
    expect((await desk().get(grouped(scheduled.idVisitanteUnidade))).json().ativas[0]).toMatchObject({
      usaBiometriaFacial: true,
      statusBiometria: 'NAO_CADASTRADA',
    });
  });

  test('prestadorCondominio: true só os do condomínio (sem unidade), false só os das unidades', async () => {
    await moveTo('2024-10-01T09:00:00');
    const building = await save(
      visitorBody(null, { visitante: { nome: 'Zelo Condominial', visitanteTipo: 'PRESTADOR_CONDOMINIO' } }),
    );
    const unit = await save(visitorBody(f.units.a101, { visitante: { nome: 'Zelo Da Unidade' } }));
    const ids = async (query: Record<string, string>) =>
      (await listed({ curinga: 'zelo', limit: 50, ...query })).data.map((v) => v.idVisitanteUnidade);
    expect(await ids({ prestadorCondominio: 'true' })).toEqual([building.idVisitanteUnidade]);
    expect(await ids({ prestadorCondominio: 'false' })).toEqual([unit.idVisitanteUnidade]);
    expect((await ids({})).sort()).toEqual([building.idVisitanteUnidade, unit.idVisitanteUnidade].sort());
  });

  test('ordem da busca: o nome exato primeiro, depois os que começam pelo que foi digitado, depois os outros; o mais novo primeiro em cada grupo', async () => {
    await moveTo('2024-10-01T09:00:00');
    const exact = await save(visitorBody(f.units.a101, { visitante: { nome: 'Ordem Busca Exata' } }));
    await moveTo('2024-10-01T09:05:00');
    const prefix = await save(visitorBody(f.units.a101, { visitante: { nome: 'Ordem Busca Exata Filho' } }));
    // The newest of the three: only the rank puts it last.
    await moveTo('2024-10-01T09:10:00');
    const other = await save(visitorBody(f.units.a101, { visitante: { nome: 'Lia Ordem Busca Exata' } }));
    const { data } = await listed({ curinga: 'ordem busca exata', limit: 50 });
    expect(data.map((v) => v.idVisitanteUnidade)).toEqual([
      exact.idVisitanteUnidade,
      prefix.idVisitanteUnidade,
      other.idVisitanteUnidade,
    ]);
  });

  test('lista: filtros por unidade, bloco e tipo sem busca; páginas com o total; o estrangeiro com passaporte', async () => {
    await moveTo('2024-10-01T09:00:00');
    const provider = await save(
      visitorBody(f.units.b302, { visitante: { nome: 'Filtro Prestador B', visitanteTipo: 'PRESTADOR_SERVICO' } }),
    );
    const visitor = await save(visitorBody(f.units.a101, { visitante: { nome: 'Filtro Visitante A' } }));
    const ids = (data: { idVisitanteUnidade: number }[]) => data.map((v) => v.idVisitanteUnidade);
    const byUnit = (await listed({ idUnidade: f.units.b302, limit: 50 })).data;
    expect(ids(byUnit)).toContain(provider.idVisitanteUnidade);
    expect(ids(byUnit)).not.toContain(visitor.idVisitanteUnidade);
    expect(byUnit.every((v) => v.idUnidade === f.units.b302)).toBe(true);
    const byKind = (await listed({ tipoVisitante: 'PRESTADOR_SERVICO', limit: 50 })).data;
    expect(ids(byKind)).toContain(provider.idVisitanteUnidade);
    expect(ids(byKind)).not.toContain(visitor.idVisitanteUnidade);
    expect(byKind.every((v) => v.visitante.visitanteTipo === 'PRESTADOR_SERVICO')).toBe(true);
    const blocks = (await desk().get('/condominios/v3/4521/blocos')).json().data as { idBloco: number; nome: string }[];
    const blockB = blocks.find((b) => b.nome === 'Bloco B')!.idBloco;
    const byBlock = (await listed({ idBloco: blockB, limit: 50 })).data;
    expect(ids(byBlock)).toContain(provider.idVisitanteUnidade);
    expect(ids(byBlock)).not.toContain(visitor.idVisitanteUnidade);
    // Three of one search, one per page, newest first.
    const paged: number[] = [];
    for (const nome of ['Paginada Um', 'Paginada Dois', 'Paginada Tres'])
      paged.push((await save(visitorBody(f.units.a101, { visitante: { nome } }))).idVisitanteUnidade);
    const second = await listed({ curinga: 'paginada', limit: 1, page: 2 });
    expect(second.meta).toEqual({ page: 2, totalPages: 3, totalItems: 3 });
    expect(ids(second.data)).toEqual([paged[1]]);

    const passport = freshPassport();
    const foreign = await save(
      visitorBody(f.units.a101, {
        visitante: {
          nome: 'Ingrid Estrangeira',
          estrangeiro: true,
          tipoDocumentoEstrangeiro: 'PASSAPORTE',
          documentoEstrangeiro: passport.toLowerCase(),
          cpf: null,
        },
      }),
    );
    const [row] = (await listed({ curinga: passport.toLowerCase() })).data;
    expect(row).toMatchObject({
      idVisitanteUnidade: foreign.idVisitanteUnidade,
      visitante: {
        nome: 'Ingrid Estrangeira',
        cpf: null,
        estrangeiro: true,
        flEstrangeiro: 'S',
        tipoDocumentoEstrangeiro: 'PASSAPORTE',
        documentoEstrangeiro: passport,
      },
    });
    expect(
      (
        await desk().get(LOOKUP, { tipoDocumento: 'PASSAPORTE', numeroDocumento: passport, idUnidade: f.units.a101 })
      ).json(),
    ).toEqual({ idVisitanteUnidade: foreign.idVisitanteUnidade, idVisitante: foreign.idVisitante });
  });

  test('busca por documento sem unidade acha o prestador do condomínio; numa unidade ele não está', async () => {
    await moveTo('2024-10-01T09:00:00');
    const cpf = freshCpf();
    const ids = await save(
      visitorBody(null, { visitante: { nome: 'Portão Condominial', cpf, visitanteTipo: 'PRESTADOR_CONDOMINIO' } }),
    );
    expect((await desk().get(LOOKUP, { tipoDocumento: 'CPF', numeroDocumento: cpf })).json()).toEqual({
      idVisitanteUnidade: ids.idVisitanteUnidade,
      idVisitante: ids.idVisitante,
    });
    expect(
      (await desk().get(LOOKUP, { tipoDocumento: 'CPF', numeroDocumento: cpf, idUnidade: f.units.a101 })).json(),
    ).toEqual({ idVisitanteUnidade: null, idVisitante: ids.idVisitante });
    // The other condominium does not know the document.
    const other = f.client(await contextToken(f.app, CARLOS, 1002));
    expect((await other.get(LOOKUP, { tipoDocumento: 'CPF', numeroDocumento: cpf })).json()).toEqual({
      idVisitanteUnidade: null,
      idVisitante: null,
    });
  });

  test('agrupada: interfonar fica em ativas sem datas; recorrente com os dias escolhidos; o mais novo primeiro; a lista mostra o tipo do mais novo não excluído', async () => {
    await moveTo('2024-10-01T09:00:00');
    const ids = await save(visitorBody(f.units.a101, { visitante: { nome: 'Gustavo Agrupado' } }));
    const added = await edit(
      ids.idVisitanteUnidade,
      visitorBody(f.units.a101, { visitante: { nome: 'Gustavo Agrupado' } }),
      recurring('2024-10-01', '2024-10-31', [2, 4]),
    );
    expect(added.statusCode, added.body).toBe(200);
    const newest = added.json().idAutorizacao as number;
    const { ativas, vencidas } = (await desk().get(grouped(ids.idVisitanteUnidade))).json();
    expect(vencidas).toEqual([]);
    expect(ativas).toEqual([
      {
        id: newest,
        idVisitanteUnidade: ids.idVisitanteUnidade,
        tipoAutorizacao: 'ACESSO_LIBERADO',
        inicio: '2024-10-01',
        fim: '2024-10-31',
        usaBiometriaFacial: false,
        statusBiometria: 'NAO_CADASTRADA',
        recorrencia: {
          tipoRecorrencia: 'DIARIO',
          intervalo: 0,
          recorrencias: [
            { valorRecorrencia: 2, inicio: '00:00', fim: '00:00' },
            { valorRecorrencia: 4, inicio: '00:00', fim: '00:00' },
          ],
        },
        createdBy: 'PORTARIA',
      },
      {
        id: ids.idAutorizacao,
        idVisitanteUnidade: ids.idVisitanteUnidade,
        tipoAutorizacao: 'INTERFONAR',
        inicio: null,
        fim: null,
        usaBiometriaFacial: false,
        statusBiometria: 'NAO_CADASTRADA',
        recorrencia: null,
        createdBy: 'PORTARIA',
      },
    ]);
    expect((await listed({ idVisitanteUnidade: ids.idVisitanteUnidade })).data[0]).toMatchObject({
      tipoAutorizacao: 'ACESSO_LIBERADO',
    });
    expect((await desk().delete(schedule(newest))).statusCode).toBe(200);
    expect((await listed({ idVisitanteUnidade: ids.idVisitanteUnidade })).data[0]).toMatchObject({
      tipoAutorizacao: 'INTERFONAR',
    });
    expect(await lastAudit('autorizacao.excluir', newest)).toMatchObject({
      entidade: 'autorizacao',
      detalhes: { idVisitanteUnidade: ids.idVisitanteUnidade },
    });
    expect(await timelineOf('autorizacao', newest)).toEqual([
      expect.objectContaining({ atividade: 'Agendamento Recorrente cadastrado: Gustavo Agrupado' }),
      {
        atividade: 'Agendamento Recorrente excluído: Gustavo Agrupado',
        idUnidade: f.units.a101,
        nmPessoa: 'Gustavo Agrupado',
      },
    ]);
  });

  test('recorrente sem o bloco de recorrência: vale todos os dias do período, como sem dia escolhido', async () => {
    await moveTo('2024-10-01T09:00:00');
    const ids = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Sérgio Sem Recorrência' },
        autorizacao: { tipoAutorizacao: 'ACESSO_LIBERADO', dataDe: '2024-10-07', dataAte: '2024-10-09' },
      }),
    );
    const [active] = (await desk().get(grouped(ids.idVisitanteUnidade))).json().ativas;
    expect(active.recorrencia.recorrencias.map((r: { valorRecorrencia: number }) => r.valorRecorrencia)).toEqual([
      2, 3, 4,
    ]);
  });

  test('excluir visitante: auditoria com as unidades e uma linha do tempo por unidade; sem vínculo ativo, uma linha sem unidade', async () => {
    await moveTo('2024-10-01T09:00:00');
    const cpf = freshCpf();
    const first = await save(visitorBody(f.units.a101, { visitante: { nome: 'Helena Duas Unidades', cpf } }));
    const second = await save(visitorBody(f.units.b302, { visitante: { nome: 'Helena Duas Unidades', cpf } }));
    expect((await desk().delete(`/controleacesso/${first.idVisitante}`)).statusCode).toBe(200);
    const audit = await lastAudit('visitante.excluir', first.idVisitante);
    expect(audit).toMatchObject({ entidade: 'visitante' });
    expect((audit!.detalhes as { unidades: number[] }).unidades.sort()).toEqual([f.units.a101, f.units.b302].sort());
    expect((await timelineOf('visitante', first.idVisitante)).map((e) => [e.idUnidade, e.nmPessoa]).sort()).toEqual(
      [
        [f.units.a101, 'Helena Duas Unidades'],
        [f.units.b302, 'Helena Duas Unidades'],
      ].sort(),
    );
    const links = await f.db
      .select({ ativo: visitanteUnidades.ativo })
      .from(visitanteUnidades)
      .where(eq(visitanteUnidades.idVisitante, first.idVisitante));
    expect(links).toEqual([{ ativo: false }, { ativo: false }]);
    expect(second.idVisitante).toBe(first.idVisitante);

    // A person whose every link is gone (left by an older version) is still deleted, on the condominium's line.
    const lone = await save(
      visitorBody(f.units.a101, {
        visitante: { nome: 'Ivo Sem Vínculo', visitanteTipo: 'PRESTADOR_SERVICO' },
      }),
    );
    await f.db.update(visitanteUnidades).set({ ativo: false }).where(eq(visitanteUnidades.id, lone.idVisitanteUnidade));
    expect((await desk().delete(`/controleacesso/${lone.idVisitante}`)).statusCode).toBe(200);
    expect(await timelineOf('visitante', lone.idVisitante)).toEqual([
      { atividade: 'Prestador de serviço excluído: Ivo Sem Vínculo', idUnidade: null, nmPessoa: 'Ivo Sem Vínculo' },
    ]);
    expect((await lastAudit('visitante.excluir', lone.idVisitante))?.detalhes).toEqual({ unidades: [] });
    expect((await desk().delete(`/controleacesso/${lone.idVisitante}`)).statusCode).toBe(404);
  });
});
