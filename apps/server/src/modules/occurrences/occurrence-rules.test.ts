import { formatDataHora } from '@portaria/shared/correspondence/correspondence.constants';
import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { fill } from '@portaria/shared/text';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, ocorrenciaConteudos, ocorrencias, pessoas, usuarios } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS } from '../../test/helpers.ts';
import { unitIdOf } from '../../test/units.ts';
import { PNG_BYTES } from '../correspondence/correspondence.test-support.ts';
import { occurrence, occurrenceRow, uploadAttachment } from './occurrences.test-support.ts';

const CREATE = '/portaria/api/v2/ocorrencias';

/** Spec 02 §5 (occurrence form), §6 (public, MORADOR), §7 (calls) and §8: the rules the first suite leaves out. */
describe('ocorrências: regras do registro, do detalhe e do anexo', () => {
  let t: Fixture;
  let carlosId: number;
  beforeAll(async () => {
    t = await createFixture();
    const [carlos] = await t.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.cpf, CARLOS.cpf));
    carlosId = carlos!.id;
  });
  afterAll(() => t.close());

  const create = async (idUnidade: number, extra: Record<string, unknown> = {}) => {
    const res = await t.client(t.tokens.a).post(CREATE, occurrence(idUnidade, extra));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { idOcorrencia: number; hashAnexo: string | null };
  };

  test('a ocorrência fica pública, de MORADOR, na hora do servidor; anexo vazio é sem anexo; o síndico recebe o e-mail completo', async () => {
    t.outbox!.clear();
    const unit = t.units.b302;
    const res = await t.client(t.tokens.a).post(
      CREATE,
      occurrence(unit, {
        tipoOcorrencia: 'SUGESTAO',
        conteudo: '  Trocar a lâmpada do hall  ',
        email: ' sugestao@exemplo.com.br ',
        hashAnexo: '',
        dataOcorrencia: '2020-01-01T08:00:00',
      }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json();
    const now = t.clock.now();
    expect(created).toEqual({
      idOcorrencia: expect.any(Number),
      dataOcorrencia: now.toISOString(),
      tipoOcorrencia: 'SUGESTAO',
      unidade: { idUnidade: unit, nome: '302', nmBloco: 'Bloco B' },
      flEncerrado: 'N',
      conteudo: 'Trocar a lâmpada do hall',
      email: 'sugestao@exemplo.com.br',
      hashAnexo: null,
    });
    const [row] = await t.db.select().from(ocorrencias).where(eq(ocorrencias.id, created.idOcorrencia));
    expect(row).toMatchObject({
      idCondo: 1001,
      idUnidade: unit,
      tipoOcorrencia: 'SUGESTAO',
      publica: 'S',
      tipoUsuario: 'MORADOR',
      flEncerrado: 'N',
      conteudo: 'Trocar a lâmpada do hall',
      email: 'sugestao@exemplo.com.br',
      dataOcorrencia: now,
      createdBy: carlosId,
      createdAt: now,
    });
    const contents = await t.db
      .select()
      .from(ocorrenciaConteudos)
      .where(eq(ocorrenciaConteudos.idOcorrencia, created.idOcorrencia));
    expect(contents).toEqual([
      expect.objectContaining({
        idCondo: 1001,
        conteudo: 'Trocar a lâmpada do hall',
        hashAnexo: null,
        autor: 'MORADOR',
        createdAt: now,
      }),
    ]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'ocorrencia.cadastrar'), eq(auditLog.idEntidade, String(created.idOcorrencia))));
    expect(audit).toMatchObject({
      entidade: 'ocorrencia',
      detalhes: { idUnidade: unit, tipoOcorrencia: 'SUGESTAO', anexo: false },
    });

    const values = {
      tipo: 'Sugestão',
      unidade: 'Bloco B - 302',
      condominio: '4521 - Residencial Jardim das Palmeiras',
      data: formatDataHora(now),
      conteudo: 'Trocar a lâmpada do hall',
      email: 'sugestao@exemplo.com.br',
    };
    expect(t.outbox!.list().filter((m) => m.channel === 'email')).toEqual([
      expect.objectContaining({
        channel: 'email',
        to: 'maria.prado@portaria.dev',
        subject: fill(M.notifySubject, values),
        body: fill(M.notifyText, values),
        purpose: 'ocorrencia',
      }),
    ]);
  });

  test('no condomínio sem síndico com e-mail a ocorrência é registrada e nenhum e-mail sai', async () => {
    t.outbox!.clear();
    const res = await t.client(t.tokens.b).post(CREATE, occurrence(t.units.torre101));
    expect(res.statusCode).toBe(200);
    expect(res.json().unidade).toEqual({ idUnidade: t.units.torre101, nome: '101', nmBloco: 'Torre Única' });
    expect(t.outbox!.list().filter((m) => m.channel === 'email')).toEqual([]);
  });

  test('assunto, mensagem, e-mail e unidade são obrigatórios; pública e tipo de usuário não se escolhem', async () => {
    const api = t.client(t.tokens.a);
    const before = (await t.db.select({ id: ocorrencias.id }).from(ocorrencias)).length;
    const cases: [Record<string, unknown>, string | null][] = [
      [{ tipoOcorrencia: undefined }, M.tipoRequired],
      [{ conteudo: undefined }, M.conteudoRequired],
      [{ email: '' }, M.emailRequired],
      [{ email: undefined }, M.emailRequired],
      [{ idUnidade: undefined }, M.unitNotFound],
      [{ hashAnexo: 'nao-e-um-hash' }, M.attachmentUnknown],
      [{ publica: false }, null],
      [{ tipoUsuario: 'SINDICO' }, null],
    ];
    for (const [extra, message] of cases) {
      const res = await api.post(CREATE, occurrence(t.units.a101, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      if (message) expect(res.json(), JSON.stringify(extra)).toEqual({ message });
    }
    expect((await t.db.select({ id: ocorrencias.id }).from(ocorrencias)).length).toBe(before);
  });

  test('o detalhe traz as mensagens em ordem, a resposta do síndico como SINDICO; ocorrência inexistente é 404 em pt-BR', async () => {
    const { idOcorrencia } = await create(t.units.a101, { tipoOcorrencia: 'OUTROS', conteudo: 'Portão lento' });
    const reply = new Date(t.clock.now().getTime() + 60_000);
    await t.db
      .insert(ocorrenciaConteudos)
      .values({ idOcorrencia, idCondo: 1001, conteudo: 'Já chamamos o técnico.', autor: 'SINDICO', createdAt: reply });
    const detail = await t.client(t.tokens.a).get(`/ocorrencias/${idOcorrencia}`);
    expect(detail.statusCode).toBe(200);
    const ids = await t.db
      .select({ id: ocorrenciaConteudos.id })
      .from(ocorrenciaConteudos)
      .where(eq(ocorrenciaConteudos.idOcorrencia, idOcorrencia))
      .orderBy(asc(ocorrenciaConteudos.id));
    expect(detail.json()).toEqual({
      idOcorrencia,
      dataOcorrencia: t.clock.now().toISOString(),
      tipoOcorrencia: 'OUTROS',
      unidade: { idUnidade: t.units.a101, nome: '101', nmBloco: 'Bloco A' },
      flEncerrado: 'N',
      conteudo: 'Portão lento',
      email: 'morador@exemplo.com.br',
      hashAnexo: null,
      ocorrenciaConteudos: [
        {
          id: ids[0]!.id,
          conteudo: 'Portão lento',
          anexo: null,
          autor: 'MORADOR',
          data: t.clock.now().toISOString(),
        },
        {
          id: ids[1]!.id,
          conteudo: 'Já chamamos o técnico.',
          anexo: null,
          autor: 'SINDICO',
          data: reply.toISOString(),
        },
      ],
    });
    const missing = await t.client(t.tokens.a).get('/ocorrencias/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: M.notFound });
  });

  test('o anexo png volta como imagem; hash inválido, de outro conteúdo ou de arquivo não enviado é 404 em pt-BR', async () => {
    const api = t.client(t.tokens.a);
    const { put, hash } = await uploadAttachment(t.app, t.tokens.a, PNG_BYTES, 'image/png');
    expect(put.statusCode).toBe(200);
    const { idOcorrencia, hashAnexo } = await create(t.units.a101, { hashAnexo: hash });
    expect(hashAnexo).toBe(hash);
    const [content] = await t.db
      .select({ id: ocorrenciaConteudos.id })
      .from(ocorrenciaConteudos)
      .where(eq(ocorrenciaConteudos.idOcorrencia, idOcorrencia));
    const file = await api.get(`/ocorrencias/conteudo/${content!.id}/anexo/${hash}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.headers['content-length']).toBe(String(PNG_BYTES.length));
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);

    const other = await create(t.units.a101);
    const [otherContent] = await t.db
      .select({ id: ocorrenciaConteudos.id })
      .from(ocorrenciaConteudos)
      .where(eq(ocorrenciaConteudos.idOcorrencia, other.idOcorrencia));
    // A url whose presigned upload never arrived: a content pointing at it still has nothing to show.
    const pending = (await api.get('/ocorrencias/anexo/presigned-url/put', { contentType: 'image/png' })).json();
    await t.db
      .insert(ocorrenciaConteudos)
      .values({ idOcorrencia, idCondo: 1001, conteudo: 'Sem arquivo', hashAnexo: pending.fileName, autor: 'SINDICO' });
    const [pendingContent] = await t.db
      .select({ id: ocorrenciaConteudos.id })
      .from(ocorrenciaConteudos)
      .where(eq(ocorrenciaConteudos.hashAnexo, pending.fileName));
    for (const url of [
      `/ocorrencias/conteudo/${content!.id}/anexo/${hash.toUpperCase()}`,
      `/ocorrencias/conteudo/${content!.id}/anexo/${hash}0`,
      `/ocorrencias/conteudo/${otherContent!.id}/anexo/${hash}`,
      `/ocorrencias/conteudo/${pendingContent!.id}/anexo/${pending.fileName}`,
    ]) {
      const res = await api.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ message: M.attachmentNotFound });
    }
  });

  test('moradores da unidade para o envio: nome e e-mail em ordem de nome; unidade de outro condomínio é 404', async () => {
    const unit = await unitIdOf(t.db, 1001, 'Bloco C', '101');
    await t.db.insert(pessoas).values([
      { idUnidade: unit, cpf: '70000000101', nome: 'Zuleica Ocorrência Teste', email: 'zuleica@exemplo.com.br' },
      { idUnidade: unit, cpf: '70000000102', nome: 'Abel Ocorrência Teste', email: null },
    ]);
    const expected = await t.db
      .select({ idMorador: pessoas.id, nome: pessoas.nome, email: pessoas.email })
      .from(pessoas)
      .where(eq(pessoas.idUnidade, unit));
    const res = await t.client(t.tokens.a).get(`/ocorrencias/unidades/${unit}/moradores`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { nome: string }[];
    expect(data).toHaveLength(expected.length);
    expect(data).toEqual(expect.arrayContaining(expected));
    expect(data).toContainEqual(expect.objectContaining({ nome: 'Abel Ocorrência Teste', email: null }));
    const names = data.map((p) => p.nome);
    expect(names.indexOf('Abel Ocorrência Teste')).toBeLessThan(names.indexOf('Zuleica Ocorrência Teste'));
    const other = await t.client(t.tokens.a).get(`/ocorrencias/unidades/${t.units.torre101}/moradores`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: M.unitNotFound });
  });

  const summary = (query: Record<string, string | number>) =>
    t.client(t.tokens.a).get('/ocorrencias/resumo', { limit: 50, page: 1, ...query });
  const found = async (query: Record<string, string | number>) => {
    const res = await summary(query);
    return res.statusCode === 204 ? [] : (res.json().data as { conteudo: string }[]).map((o) => o.conteudo).sort();
  };

  test('sem período, a lista vai do início do dia de 90 dias atrás ao fim de hoje (São Paulo); um dia só também vale', async () => {
    const at = (iso: string, conteudo: string) => occurrenceRow(t.units.a101, iso, conteudo);
    // The clock is 2024-10-01 09:00 in São Paulo: 90 days back is 2024-07-03, whose day starts at 03:00 UTC.
    await t.db
      .insert(ocorrencias)
      .values([
        at('2024-07-03T02:59:59.999Z', 'limiteperiodo antes'),
        at('2024-07-03T03:00:00.000Z', 'limiteperiodo inicio'),
        at('2024-10-02T02:59:59.999Z', 'limiteperiodo fim'),
        at('2024-10-02T03:00:00.000Z', 'limiteperiodo depois'),
      ]);
    const q = { conteudo: 'limiteperiodo' };
    expect(await found(q)).toEqual(['limiteperiodo fim', 'limiteperiodo inicio']);
    expect(await found({ ...q, dataUntil: '2024-07-02' })).toEqual(['limiteperiodo antes']);
    expect(await found({ ...q, dataFrom: '2024-07-03', dataUntil: '2024-07-03' })).toEqual(['limiteperiodo inicio']);
    expect(await found({ ...q, dataFrom: '2024-10-01' })).toEqual(['limiteperiodo fim']);
    expect(await found({ ...q, dataFrom: '2024-07-02', dataUntil: '2024-10-02' })).toEqual([
      'limiteperiodo antes',
      'limiteperiodo depois',
      'limiteperiodo fim',
      'limiteperiodo inicio',
    ]);
  });

  test('publica filtra S ou N; o resumo traz o primeiro anexo das mensagens, a unidade e se está encerrada', async () => {
    const [hidden] = await t.db
      .insert(ocorrencias)
      .values({
        idCondo: 1001,
        idUnidade: t.units.b302,
        tipoOcorrencia: 'ELOGIO',
        publica: 'N',
        tipoUsuario: 'MORADOR',
        flEncerrado: 'S',
        conteudo: 'filtropublica interna',
        email: 'interna@exemplo.com.br',
        dataOcorrencia: new Date('2024-09-15T15:00:00Z'),
      })
      .returning({ id: ocorrencias.id });
    // Two files of the condominium (presigned only: the summary reads the hash, not the bytes).
    const presign = async () =>
      (await t.client(t.tokens.a).get('/ocorrencias/anexo/presigned-url/put', { contentType: 'image/png' })).json()
        .fileName as string;
    const first = await presign();
    const second = await presign();
    await t.db.insert(ocorrenciaConteudos).values([
      { idOcorrencia: hidden!.id, idCondo: 1001, conteudo: 'sem anexo', autor: 'SINDICO' },
      { idOcorrencia: hidden!.id, idCondo: 1001, conteudo: 'primeiro', hashAnexo: first, autor: 'SINDICO' },
      { idOcorrencia: hidden!.id, idCondo: 1001, conteudo: 'segundo', hashAnexo: second, autor: 'SINDICO' },
    ]);
    // Written straight to the table: the API's write below gives the lists their new version.
    await create(t.units.a101, { conteudo: 'filtropublica aberta' });
    expect(await found({ conteudo: 'filtropublica', publica: 'N' })).toEqual(['filtropublica interna']);
    expect(await found({ conteudo: 'filtropublica', publica: 'S' })).toEqual(['filtropublica aberta']);
    expect(await found({ conteudo: 'filtropublica' })).toEqual(['filtropublica aberta', 'filtropublica interna']);

    const res = await summary({ conteudo: 'filtropublica', publica: 'N' });
    expect(res.json()).toEqual({
      data: [
        {
          idOcorrencia: hidden!.id,
          dataOcorrencia: '2024-09-15T15:00:00.000Z',
          tipoOcorrencia: 'ELOGIO',
          unidade: { idUnidade: t.units.b302, nome: '302', nmBloco: 'Bloco B' },
          flEncerrado: 'S',
          conteudo: 'filtropublica interna',
          email: 'interna@exemplo.com.br',
          hashAnexo: first,
        },
      ],
      meta: { page: 1, totalPages: 1, totalItems: 1 },
    });
  });
});
