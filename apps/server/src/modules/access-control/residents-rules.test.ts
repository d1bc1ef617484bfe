import { ACCESS_MESSAGES as M } from '@portaria/shared/access-control/access-control.messages';
import { fill } from '@portaria/shared';
import { maskId } from '@portaria/shared/br/mask';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  auditLog,
  blocos,
  dataVersions,
  jobs,
  pessoas,
  solicitacoesAcesso,
  timelineEvents,
  unidades,
  usuarios,
} from '../../db/schema/index.ts';
import type { EmailMessage, Notifier } from '../../platform/notices/providers.ts';
import { makeCpf } from '../../test/bad-input-fixtures.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, JOANA, MARIA, contextToken } from '../../test/helpers.ts';

const LIST = '/portaria/api/v2/condominios/1001/submoradores';
const ACCESS = '/condominos/v1/unit-access';
const REVIEW = '/condominos/v1/unit-access/solicitacoes';
const EDIT = '/condominos/v1/morador/submorador';
const CONDO = 'Residencial Jardim das Palmeiras';

// CPFs far from the demo's, one per use: the tests share the fixture but never each other's people.
let n = 61_000;
const nextCpf = () => makeCpf(++n);
const request = (idUnidade: number, over: Record<string, unknown> = {}) => ({
  idUnidade,
  nomeSolicitante: 'Júlia Conceição Araújo',
  cpfCnpjSolicitante: nextCpf(),
  tipoVinculo: 'morar.morador',
  emailSolicitante: 'julia.araujo@email.com.br',
  celularSolicitante: '(11) 98765-4321',
  origemCadastro: 'PORTARIA',
  ...over,
});

describe('moradores: regras da solicitação, da análise do síndico, da edição e da exclusão', () => {
  let f: Fixture;
  let syndic: string;
  let carlosId: number;
  let mariaId: number;
  const emails: EmailMessage[] = [];
  const notifier: Notifier = {
    sms: { name: 'teste', send: async () => undefined },
    email: { name: 'teste', send: async (m) => void emails.push(m) },
  };

  beforeAll(async () => {
    f = await createFixture({ notifier });
    syndic = await contextToken(f.app, MARIA, 1001);
    const idOf = async (cpf: string) =>
      (await f.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, cpf)))[0]!.id;
    carlosId = await idOf(CARLOS.cpf);
    mariaId = await idOf(MARIA.cpf);
  });
  afterAll(() => f.close());

  const desk = () => f.client(f.tokens.a);
  const review = () => f.client(syndic);
  const auditOf = async (acao: string, idEntidade: number) =>
    (
      await f.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.acao, acao), eq(auditLog.idEntidade, String(idEntidade))))
    )[0];
  const eventOf = async (entidade: string, idEntidade: number) =>
    (
      await f.db
        .select()
        .from(timelineEvents)
        .where(and(eq(timelineEvents.entidade, entidade), eq(timelineEvents.idEntidade, String(idEntidade))))
        .orderBy(desc(timelineEvents.id))
    )[0];
  const requestRow = async (id: number) =>
    (await f.db.select().from(solicitacoesAcesso).where(eq(solicitacoesAcesso.id, id)))[0];
  const version = async (area: string) =>
    (
      await f.db
        .select({ versao: dataVersions.versao })
        .from(dataVersions)
        .where(and(eq(dataVersions.idCondo, 1001), eq(dataVersions.area, area)))
    )[0]?.versao ?? 0;
  const addPerson = async (values: Partial<typeof pessoas.$inferInsert> & { idUnidade: number }) =>
    (
      await f.db
        .insert(pessoas)
        .values({ cpf: nextCpf(), nome: 'Pessoa de Teste', telefone: '11987650000', ...values })
        .returning()
    )[0]!;
  const ask = async (body: Record<string, unknown>) => {
    const res = await desk().post(ACCESS, body);
    expect(res.statusCode).toBe(200);
    return res.json().data as { success: boolean; errorCode: string | null; idSolicitacao: number | null };
  };

  test('solicitação: o acesso ao app informado vale sobre o padrão do vínculo; linha, auditoria e linha do tempo completas', async () => {
    const body = request(f.units.a101, { nomeSolicitante: 'Otília Sem App', acessoApp: false });
    const answer = await ask(body);
    expect(answer).toMatchObject({ success: true, errorCode: null });
    const id = answer.idSolicitacao!;
    expect(await requestRow(id)).toMatchObject({
      idCondo: 1001,
      idUnidade: f.units.a101,
      nomeSolicitante: 'Otília Sem App',
      tipoVinculo: 'morar.morador',
      emailSolicitante: 'julia.araujo@email.com.br',
      acessoApp: false,
      origemCadastro: 'PORTARIA',
      status: 'PENDENTE',
      createdAt: f.clock.now(),
    });
    expect((await auditOf('morador.solicitar_acesso', id))!).toMatchObject({
      idCondo: 1001,
      idUsuario: carlosId,
      entidade: 'solicitacao_acesso',
      detalhes: {
        idUnidade: f.units.a101,
        cpf: maskId(body.cpfCnpjSolicitante),
        tipoVinculo: 'morar.morador',
        acessoApp: false,
      },
    });
    expect(await eventOf('solicitacao_acesso', id)).toMatchObject({
      idCondo: 1001,
      area: 'moradores',
      atividade: 'Acesso solicitado para Otília Sem App (Bloco A - 101)',
      idUnidade: f.units.a101,
      nmPessoa: 'Otília Sem App',
    });
    // An owner may be given the app although the profile's default says no.
    const tenant = await ask(request(f.units.a101, { tipoVinculo: 'morar.inquilino', acessoApp: true }));
    expect((await requestRow(tenant.idSolicitacao!))!.acessoApp).toBe(true);
  });

  test('solicitação para unidade inexistente: 404 com a mensagem e nada gravado', async () => {
    const body = request(987_654);
    const res = await desk().post(ACCESS, body);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: M.unitNotFound });
    const rows = await f.db
      .select()
      .from(solicitacoesAcesso)
      .where(eq(solicitacoesAcesso.cpfCnpjSolicitante, body.cpfCnpjSolicitante));
    expect(rows).toEqual([]);
  });

  test('ordem das recusas: bloqueado vence cadastrado e pendente; cadastrado vence pendente', async () => {
    const blockedCpf = nextCpf();
    const livingCpf = nextCpf();
    // A pending request of each CPF, made before the person was blocked or registered in the unit.
    expect((await ask(request(f.units.b302, { cpfCnpjSolicitante: blockedCpf }))).success).toBe(true);
    expect((await ask(request(f.units.b302, { cpfCnpjSolicitante: livingCpf }))).success).toBe(true);
    await addPerson({ idUnidade: f.units.b302, cpf: blockedCpf, situacao: 'BLOQUEADO' });
    await addPerson({ idUnidade: f.units.b302, cpf: livingCpf });
    expect(await ask(request(f.units.b302, { cpfCnpjSolicitante: blockedCpf }))).toEqual({
      success: false,
      errorCode: 'MORADOR_BLOQUEADO',
      idSolicitacao: null,
    });
    expect(await ask(request(f.units.b302, { cpfCnpjSolicitante: livingCpf }))).toEqual({
      success: false,
      errorCode: 'MORADOR_JA_CADASTRADO',
      idSolicitacao: null,
    });
  });

  test('pendência só conta para o mesmo CPF, na mesma unidade e enquanto pendente', async () => {
    const cpf = nextCpf();
    const first = await ask(request(f.units.b302, { cpfCnpjSolicitante: cpf }));
    expect(first.success).toBe(true);
    // Another CPF in that unit, and the same CPF in another unit, are not held by it.
    expect((await ask(request(f.units.b302))).success).toBe(true);
    expect((await ask(request(f.units.a101, { cpfCnpjSolicitante: cpf }))).success).toBe(true);
    const pending = await ask(request(f.units.b302, { cpfCnpjSolicitante: cpf }));
    expect(pending).toEqual({ success: false, errorCode: 'SOLICITACAO_EXISTENTE', idSolicitacao: null });
    // Once refused, the same person may ask again.
    expect((await review().post(`${REVIEW}/${first.idSolicitacao}/recusar`)).statusCode).toBe(200);
    const again = await ask(request(f.units.b302, { cpfCnpjSolicitante: cpf }));
    expect(again.success).toBe(true);
    expect(again.idSolicitacao).not.toBe(first.idSolicitacao);
  });

  test('pendentes do síndico: só do condomínio do token e ainda não decididas, mais antigas primeiro, item completo', async () => {
    const older = request(f.units.a101, { nomeSolicitante: 'Primeira da Fila', tipoVinculo: 'morar.inquilino' });
    const olderId = (await ask(older)).idSolicitacao!;
    const olderAt = f.clock.now();
    f.clock.advance(60_000);
    const newerId = (await ask(request(f.units.b302, { nomeSolicitante: 'Segunda da Fila' }))).idSolicitacao!;
    const decidedId = (await ask(request(f.units.b302, { nomeSolicitante: 'Já Decidida' }))).idSolicitacao!;
    expect((await review().post(`${REVIEW}/${decidedId}/recusar`)).statusCode).toBe(200);
    const torre = await f.db
      .insert(solicitacoesAcesso)
      .values({
        idCondo: 1002,
        idUnidade: f.units.torre101,
        nomeSolicitante: 'De Outro Condomínio',
        cpfCnpjSolicitante: nextCpf(),
        tipoVinculo: 'morar.morador',
        celularSolicitante: '11987654321',
        acessoApp: true,
        origemCadastro: 'PORTARIA',
        createdBy: carlosId,
        createdAt: f.clock.now(),
      })
      .returning({ id: solicitacoesAcesso.id });

    const res = await review().get(REVIEW);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(decidedId);
    expect(ids).not.toContain(torre[0]!.id);
    expect(ids.indexOf(olderId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(olderId)).toBeLessThan(ids.indexOf(newerId));
    expect(res.json().data.find((r: { id: number }) => r.id === olderId)).toEqual({
      id: olderId,
      nomeSolicitante: 'Primeira da Fila',
      cpf: maskId(older.cpfCnpjSolicitante),
      tipoVinculo: 'morar.inquilino',
      emailSolicitante: 'julia.araujo@email.com.br',
      celularSolicitante: '11987654321',
      acessoApp: false,
      unidade: { idUnidade: f.units.a101, nome: '101', nmBloco: 'Bloco A' },
      createdAt: olderAt.toISOString(),
    });
  });

  test('aprovação: o morador leva os dados da solicitação; a solicitação guarda quem decidiu; e-mail com o texto do síndico', async () => {
    const body = request(f.units.b302, {
      nomeSolicitante: 'Valéria Prado Nunes',
      tipoVinculo: 'morar.inquilino',
      emailSolicitante: 'valeria.nunes@email.com.br',
      celularSolicitante: '(21) 99876-1234',
    });
    const id = (await ask(body)).idSolicitacao!;
    const before = await version('moradores');
    const sent = emails.length;
    f.clock.advance(1000);
    const res = await review().post(`${REVIEW}/${id}/aprovar`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id, status: 'APROVADA' });

    const [resident] = await f.db
      .select()
      .from(pessoas)
      .where(and(eq(pessoas.cpf, body.cpfCnpjSolicitante), eq(pessoas.idUnidade, f.units.b302)));
    expect(resident).toMatchObject({
      nome: 'Valéria Prado Nunes',
      email: 'valeria.nunes@email.com.br',
      telefone: '21998761234',
      perfil: 'morar.inquilino',
      flUsoApp: false,
      situacao: 'ATIVO',
      createdBy: carlosId,
      createdAt: f.clock.now(),
    });
    expect(await requestRow(id)).toMatchObject({
      status: 'APROVADA',
      decidedBy: mariaId,
      decidedAt: f.clock.now(),
      idPessoa: resident!.id,
    });
    expect((await auditOf('morador.aprovar_acesso', id))!).toMatchObject({
      idCondo: 1001,
      idUsuario: mariaId,
      entidade: 'solicitacao_acesso',
      detalhes: { idUnidade: f.units.b302, cpf: maskId(body.cpfCnpjSolicitante), idMorador: resident!.id },
    });
    expect(await eventOf('solicitacao_acesso', id)).toMatchObject({
      area: 'moradores',
      atividade: 'Acesso aprovado para Valéria Prado Nunes (Bloco B - 302)',
      idUnidade: f.units.b302,
      nmPessoa: 'Valéria Prado Nunes',
    });
    const values = { condominio: CONDO, nome: 'Valéria', unidade: 'Bloco B - 302' };
    expect(emails.slice(sent)).toEqual([
      expect.objectContaining({
        to: 'valeria.nunes@email.com.br',
        subject: fill(M.approvedEmailSubject, values),
        text: fill(M.approvedEmailText, values),
        purpose: 'acesso-aprovado',
      }),
    ]);
    const [job] = await f.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.entidade, 'solicitacao_acesso'), eq(jobs.idEntidade, id)));
    expect(job).toMatchObject({ kind: 'aviso.email', nome: 'Valéria Prado Nunes' });
    expect(await version('moradores')).toBeGreaterThan(before);
  });

  test('recusa: a solicitação fica RECUSADA com quem decidiu e sem morador; auditoria sem idMorador; e-mail de recusa', async () => {
    const body = request(f.units.a101, { nomeSolicitante: 'Caio Recusado Dias' });
    const id = (await ask(body)).idSolicitacao!;
    const sent = emails.length;
    const res = await review().post(`${REVIEW}/${id}/recusar`);
    expect(res.json()).toEqual({ id, status: 'RECUSADA' });
    expect(await requestRow(id)).toMatchObject({ status: 'RECUSADA', decidedBy: mariaId, idPessoa: null });
    expect((await auditOf('morador.recusar_acesso', id))!.detalhes).toEqual({
      idUnidade: f.units.a101,
      cpf: maskId(body.cpfCnpjSolicitante),
    });
    expect(await eventOf('solicitacao_acesso', id)).toMatchObject({
      atividade: 'Acesso recusado para Caio Recusado Dias (Bloco A - 101)',
      nmPessoa: 'Caio Recusado Dias',
      idUnidade: f.units.a101,
    });
    const values = { condominio: CONDO, nome: 'Caio', unidade: 'Bloco A - 101' };
    expect(emails.slice(sent)).toEqual([
      expect.objectContaining({
        to: 'julia.araujo@email.com.br',
        subject: fill(M.refusedEmailSubject, values),
        text: fill(M.refusedEmailText, values),
        purpose: 'acesso-recusado',
      }),
    ]);
    expect((await review().post(`${REVIEW}/${id}/aprovar`)).json()).toEqual({ message: M.requestAlreadyDecided });
  });

  test('solicitação sem e-mail: aprovar e recusar não mandam e-mail nenhum', async () => {
    const approved = (await ask(request(f.units.a101, { emailSolicitante: null }))).idSolicitacao!;
    const refused = (await ask(request(f.units.a101, { emailSolicitante: '' }))).idSolicitacao!;
    const sent = emails.length;
    expect((await review().post(`${REVIEW}/${approved}/aprovar`)).statusCode).toBe(200);
    expect((await review().post(`${REVIEW}/${refused}/recusar`)).statusCode).toBe(200);
    expect(emails.length).toBe(sent);
    for (const id of [approved, refused]) {
      const queued = await f.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.entidade, 'solicitacao_acesso'), eq(jobs.idEntidade, id)));
      expect(queued).toEqual([]);
    }
  });

  test('aprovar quem já mora (ou foi bloqueado) na unidade: 409 e a solicitação continua pendente; recusar ainda pode', async () => {
    for (const situacao of ['ATIVO', 'BLOQUEADO']) {
      const cpf = nextCpf();
      const id = (await ask(request(f.units.b302, { cpfCnpjSolicitante: cpf }))).idSolicitacao!;
      await addPerson({ idUnidade: f.units.b302, cpf, situacao });
      const res = await review().post(`${REVIEW}/${id}/aprovar`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: M.alreadyResident });
      expect(await requestRow(id)).toMatchObject({ status: 'PENDENTE', decidedBy: null, idPessoa: null });
      expect(await f.db.select().from(pessoas).where(eq(pessoas.cpf, cpf))).toHaveLength(1);
      expect((await review().post(`${REVIEW}/${id}/recusar`)).json()).toEqual({ id, status: 'RECUSADA' });
    }
  });

  test('o síndico não decide a solicitação de outro condomínio: 404 e ela continua pendente', async () => {
    const [row] = await f.db
      .insert(solicitacoesAcesso)
      .values({
        idCondo: 1002,
        idUnidade: f.units.torre101,
        nomeSolicitante: 'Fora do Condomínio',
        cpfCnpjSolicitante: nextCpf(),
        tipoVinculo: 'morar.morador',
        celularSolicitante: '11987654321',
        acessoApp: true,
        origemCadastro: 'PORTARIA',
        createdBy: carlosId,
        createdAt: f.clock.now(),
      })
      .returning({ id: solicitacoesAcesso.id });
    for (const action of ['aprovar', 'recusar']) {
      const res = await review().post(`${REVIEW}/${row!.id}/${action}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: M.requestNotFound });
    }
    expect(await requestRow(row!.id)).toMatchObject({ status: 'PENDENTE', decidedBy: null });
  });

  test('edição só do telefone: a auditoria cita só o telefone; e-mail e app ficam como estavam; nova versão da lista', async () => {
    const mine = await addPerson({
      idUnidade: f.units.b302,
      nome: 'Telefone Novo Santos',
      email: 'tel.santos@email.com.br',
      flUsoApp: true,
      createdBy: carlosId,
    });
    const before = await version('moradores');
    const res = await desk().put(EDIT, {
      id: mine.id,
      idUnidade: f.units.b302,
      telefone: '(31) 99876-5555',
      email: 'tel.santos@email.com.br',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      morador: {
        idMorador: mine.id,
        nome: 'Telefone Novo Santos',
        telefone: '31998765555',
        email: 'tel.santos@email.com.br',
      },
      unidade: { idUnidade: f.units.b302 },
      flLiberadoParaUsarApp: true,
    });
    expect((await auditOf('morador.editar', mine.id))!).toMatchObject({
      idUsuario: carlosId,
      entidade: 'morador',
      detalhes: { idUnidade: f.units.b302, campos: ['telefone'] },
    });
    expect(await eventOf('morador', mine.id)).toMatchObject({
      area: 'moradores',
      atividade: 'Morador alterado (Telefone Novo Santos)',
      idUnidade: f.units.b302,
      nmPessoa: 'Telefone Novo Santos',
    });
    expect(await version('moradores')).toBeGreaterThan(before);
  });

  test('edição de quem veio do app: pode mudar o contato mantendo o app; a lista em cache mostra o novo telefone', async () => {
    const fromApp = await addPerson({ idUnidade: f.units.a101, nome: 'Contato Do Aplicativo', flUsoApp: true });
    const listed = async () =>
      (await desk().get(LIST, { nomeMorador: 'Contato Do Aplicativo' })).json().data[0].morador.telefone;
    expect(await listed()).toBe('11987650000');
    const res = await desk().put(EDIT, {
      id: fromApp.id,
      idUnidade: f.units.a101,
      telefone: '(11) 91234-5678',
      email: null,
      flUsoApp: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().flLiberadoParaUsarApp).toBe(true);
    expect(await listed()).toBe('11912345678');
  });

  test('edição: morador inexistente, de outra unidade ou já removido: 404 com a mensagem', async () => {
    const elsewhere = await addPerson({ idUnidade: f.units.a101, createdBy: carlosId });
    const removed = await addPerson({ idUnidade: f.units.a101, createdBy: carlosId, situacao: 'REMOVIDO' });
    for (const [id, idUnidade] of [
      [987_654, f.units.a101],
      [elsewhere.id, f.units.b302],
      [removed.id, f.units.a101],
    ] as const) {
      const res = await desk().put(EDIT, { id, idUnidade, telefone: '(11) 98765-1111', email: null });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: M.residentNotFound });
    }
    const [kept] = await f.db.select().from(pessoas).where(eq(pessoas.id, elsewhere.id));
    expect(kept!.telefone).toBe('11987650000');
  });

  test('exclusão pelo CPF completo: auditoria com CPF mascarado e unidade, linha do tempo, quem e quando removeu', async () => {
    const cpf = nextCpf();
    const mine = await addPerson({ idUnidade: f.units.a101, cpf, nome: 'Saída Pelo Cpf', createdBy: carlosId });
    const before = await version('moradores');
    const res = await desk().delete(`${EDIT}/${cpf}/${f.units.a101}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [kept] = await f.db.select().from(pessoas).where(eq(pessoas.id, mine.id));
    expect(kept).toMatchObject({ situacao: 'REMOVIDO', removidoPor: carlosId, removidoEm: f.clock.now() });
    expect((await auditOf('morador.excluir', mine.id))!).toMatchObject({
      idUsuario: carlosId,
      entidade: 'morador',
      detalhes: { idUnidade: f.units.a101, cpf: maskId(cpf) },
    });
    expect(await eventOf('morador', mine.id)).toMatchObject({
      area: 'moradores',
      atividade: 'Morador excluído (Saída Pelo Cpf)',
      idUnidade: f.units.a101,
      nmPessoa: 'Saída Pelo Cpf',
    });
    expect(await version('moradores')).toBeGreaterThan(before);
  });

  test('exclusão: unidade de outro condomínio, CPF de outra unidade e morador de outra pessoa', async () => {
    const cpf = nextCpf();
    await addPerson({ idUnidade: f.units.a101, cpf, createdBy: carlosId });
    const foreign = await desk().delete(`${EDIT}/${cpf}/${f.units.torre101}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: M.unitNotFound });
    const wrongUnit = await desk().delete(`${EDIT}/${cpf}/${f.units.b302}`);
    expect(wrongUnit.statusCode).toBe(404);
    expect(wrongUnit.json()).toEqual({ message: M.residentNotFound });
    const [joana] = await f.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, JOANA.cpf));
    const hers = await addPerson({ idUnidade: f.units.a101, createdBy: joana!.id });
    const byId = await desk().delete(`${EDIT}/${maskId(hers.cpf)}/${f.units.a101}`, {
      query: { idMorador: hers.id },
    });
    expect(byId.statusCode).toBe(409);
    expect(byId.json()).toEqual({ message: M.deleteOnlyCreator });
    const [still] = await f.db.select().from(pessoas).where(eq(pessoas.cpf, cpf));
    expect(still!.situacao).toBe('ATIVO');
  });

  test('lista de outro condomínio pelo caminho: 403 com a mensagem, mesmo com o token válido', async () => {
    const res = await desk().get('/portaria/api/v2/condominios/1002/submoradores');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: M.condoMismatch });
  });

  test('filtros: bloco, unidade e perfil combinados; busca só com espaços não filtra; página e limite', async () => {
    const [blocoB] = await f.db
      .select({ id: blocos.idBloco })
      .from(blocos)
      .innerJoin(unidades, eq(unidades.idBloco, blocos.idBloco))
      .where(eq(unidades.idUnidade, f.units.b302));
    const byBlock = (await desk().get(LIST, { idsBlocos: String(blocoB!.id), limit: 50 })).json();
    expect(byBlock.data.length).toBeGreaterThan(0);
    expect(byBlock.data.every((r: { unidade: { nmBloco: string } }) => r.unidade.nmBloco === 'Bloco B')).toBe(true);
    const all = (await desk().get(LIST)).json();
    expect(byBlock.meta.totalItems).toBeLessThan(all.meta.totalItems);
    const blank = (await desk().get(LIST, { nomeMorador: '   ' })).json();
    expect(blank.meta.totalItems).toBe(all.meta.totalItems);

    const tenants = await addPerson({
      idUnidade: f.units.b302,
      nome: 'Inquilina Do Filtro',
      perfil: 'morar.inquilino',
    });
    const combined = (
      await desk().get(LIST, {
        idsBlocos: String(blocoB!.id),
        idsUnidades: String(f.units.b302),
        tipoAcesso: 'morar.inquilino',
        flTemLoginAtivo: 'N',
      })
    ).json();
    expect(combined.data.map((r: { morador: { idMorador: number } }) => r.morador.idMorador)).toContain(tenants.id);
    expect(
      combined.data.every(
        (r: { unidade: { idUnidade: number }; tipoAcesso: string; flTemLoginAtivo: boolean }) =>
          r.unidade.idUnidade === f.units.b302 && r.tipoAcesso === 'morar.inquilino' && !r.flTemLoginAtivo,
      ),
    ).toBe(true);

    const page1 = (await desk().get(LIST, { limit: 5 })).json();
    const page2 = (await desk().get(LIST, { limit: 5, page: 2 })).json();
    expect(page1.data).toHaveLength(5);
    expect(page2.data).toHaveLength(5);
    const ids1 = page1.data.map((r: { morador: { idMorador: number } }) => r.morador.idMorador);
    const ids2 = page2.data.map((r: { morador: { idMorador: number } }) => r.morador.idMorador);
    expect(ids2.filter((id: number) => ids1.includes(id))).toEqual([]);
  });

  test('moradores da unidade: o item completo de quem a portaria cadastrou; unidade inexistente 404', async () => {
    const person = await addPerson({
      idUnidade: f.units.a101,
      nome: 'Item Completo Ramos',
      email: 'item.ramos@email.com.br',
      perfil: 'morar.parcial',
      appInstalado: true,
      flUsoApp: false,
      statusBiometria: 'CADASTRADA',
      createdBy: carlosId,
      createdAt: new Date('2024-09-15T10:30:00.000Z'),
    });
    const res = await desk().get(`/condominos/v1/unidades/${f.units.a101}/moradores`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.find((r: { morador: { idMorador: number } }) => r.morador.idMorador === person.id)).toEqual({
      morador: {
        idMorador: person.id,
        nome: 'Item Completo Ramos',
        cpf: maskId(person.cpf),
        telefone: '11987650000',
        email: 'item.ramos@email.com.br',
        cadastro: '2024-09-15T10:30:00.000Z',
        cadastrado: true,
        usaBiometriaFacial: true,
        statusBiometria: 'CADASTRADA',
      },
      unidade: { id: f.units.a101, idUnidade: f.units.a101, nome: '101', nmBloco: 'Bloco A' },
      tipoAcesso: 'morar.parcial',
      flTemLoginAtivo: true,
      flLiberadoParaUsarApp: false,
      flCadastroDoLegado: false,
      createdBy: carlosId,
    });
    const missing = await desk().get('/condominos/v1/unidades/987654/moradores');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: M.unitNotFound });
  });

  test('a lista em cache separa cada filtro: blocos, unidades, perfil, aplicativo, busca e página', async () => {
    const ids = (body: { data: { morador: { idMorador: number } }[] }) => body.data.map((r) => r.morador.idMorador);
    const list = async (query: Record<string, string | number>) => {
      const res = await desk().get(LIST, query);
      expect(res.statusCode).toBe(200);
      return res.json() as {
        data: {
          morador: { idMorador: number; nome: string };
          unidade: { idUnidade: number; nmBloco: string };
          tipoAcesso: string;
          flTemLoginAtivo: boolean;
        }[];
      };
    };
    const blocks = await f.db
      .select({ id: blocos.idBloco, nome: blocos.nome })
      .from(blocos)
      .where(eq(blocos.idCondo, 1001));
    // The same filter asked twice with different values: the second answer is its own, not the first one's cache.
    for (const block of blocks.filter((b) => b.nome === 'Bloco A' || b.nome === 'Bloco B')) {
      const body = await list({ idsBlocos: String(block.id) });
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((r) => r.unidade.nmBloco === block.nome)).toBe(true);
    }
    for (const unit of [f.units.a101, f.units.b302]) {
      const body = await list({ idsUnidades: String(unit) });
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((r) => r.unidade.idUnidade === unit)).toBe(true);
    }
    for (const tipoAcesso of ['morar.proprietario', 'morar.inquilino']) {
      const body = await list({ tipoAcesso });
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((r) => r.tipoAcesso === tipoAcesso)).toBe(true);
    }
    for (const flTemLoginAtivo of ['S', 'N']) {
      const body = await list({ flTemLoginAtivo });
      expect(body.data.length).toBeGreaterThan(0);
      expect(body.data.every((r) => r.flTemLoginAtivo === (flTemLoginAtivo === 'S'))).toBe(true);
    }
    const first = await addPerson({ idUnidade: f.units.a101, nome: 'Cache Primeira Busca' });
    const second = await addPerson({ idUnidade: f.units.a101, nome: 'Cache Segunda Busca' });
    expect(ids(await list({ nomeMorador: 'Cache Primeira' }))).toEqual([first.id]);
    expect(ids(await list({ nomeMorador: 'Cache Segunda' }))).toEqual([second.id]);
    const pageOne = ids(await list({ limit: 3, page: 1 }));
    const pageTwo = ids(await list({ limit: 3, page: 2 }));
    const wider = ids(await list({ limit: 6, page: 1 }));
    expect(wider).toEqual([...pageOne, ...pageTwo]);
  });
});
