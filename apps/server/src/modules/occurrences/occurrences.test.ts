import { OCCURRENCE_MESSAGES as M } from '@portaria/shared/occurrences/occurrences.messages';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, ocorrencias, timelineEvents } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { EXE_BYTES, JPEG_BYTES, uploadPhoto } from '../correspondence/correspondence.test-support.ts';
import { PDF_BYTES, occurrence, occurrenceRow, uploadAttachment } from './occurrences.test-support.ts';

const TEN_MB = 10 * 1024 * 1024;
const pdfOfSize = (size: number) => {
  const body = Buffer.alloc(size, 0x20);
  PDF_BYTES.copy(body, 0, 0, 8);
  return body;
};

describe('ocorrências: registro com anexo', () => {
  let t: Fixture;
  beforeAll(async () => {
    t = await createFixture();
  });
  afterAll(() => t.close());

  test('porteiro registra uma ocorrência com PDF anexo: auditoria, linha do tempo, e-mail ao síndico e o anexo de volta', async () => {
    const api = t.client(t.tokens.a);
    const { put, hash } = await uploadAttachment(t.app, t.tokens.a, PDF_BYTES);
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ contentType: 'application/pdf' });
    t.outbox!.clear();
    const res = await api.post('/portaria/api/v2/ocorrencias', occurrence(t.units.a101, { hashAnexo: hash }));
    // Spec 02 §9: '200 success' (issue 28 item 17).
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      tipoOcorrencia: 'RECLAMACAO',
      flEncerrado: 'N',
      unidade: { idUnidade: t.units.a101, nome: '101', nmBloco: 'Bloco A' },
      hashAnexo: hash,
      dataOcorrencia: '2024-10-01T12:00:00.000Z',
    });
    const id = created.idOcorrencia;

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'ocorrencia.cadastrar'), eq(auditLog.idEntidade, String(id))));
    expect(audit).toMatchObject({
      idCondo: 1001,
      detalhes: { idUnidade: t.units.a101, tipoOcorrencia: 'RECLAMACAO', anexo: true },
    });
    const [event] = await t.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'ocorrencia'), eq(timelineEvents.idEntidade, String(id))));
    expect(event).toMatchObject({
      area: 'ocorrencias',
      atividade: `Ocorrência registrada (Reclamação, Cód.${id})`,
      idUnidade: t.units.a101,
    });

    const mails = t.outbox!.list().filter((m) => m.channel === 'email');
    expect(mails).toEqual([
      expect.objectContaining({
        to: 'maria.prado@portaria.dev',
        subject: 'Nova ocorrência da unidade Bloco A - 101: Reclamação',
        purpose: 'ocorrencia',
      }),
    ]);
    expect(mails[0]!.body).toContain('Barulho excessivo na área da piscina');

    const detail = await api.get(`/ocorrencias/${id}`);
    expect(detail.statusCode).toBe(200);
    const contents = detail.json().ocorrenciaConteudos;
    expect(contents).toEqual([
      expect.objectContaining({ conteudo: occurrence(0).conteudo, anexo: hash, autor: 'MORADOR' }),
    ]);

    const file = await api.get(`/ocorrencias/conteudo/${contents[0].id}/anexo/${hash}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    // Condominium B's token (Carlos has every area there only through the grid's world; here he has occurrences).
    const b = t.client(t.tokens.b);
    expect((await b.get(`/ocorrencias/conteudo/${contents[0].id}/anexo/${hash}`)).statusCode).toBe(404);
    expect((await b.get(`/ocorrencias/${id}`)).statusCode).toBe(404);
    expect((await api.get(`/ocorrencias/conteudo/${contents[0].id}/anexo/${'0'.repeat(32)}`)).statusCode).toBe(404);
  });

  test('um .exe renomeado para .pdf é 415; 10 MB passa e 10 MB + 1 byte é 413', async () => {
    const exe = await uploadAttachment(t.app, t.tokens.a, EXE_BYTES);
    expect(exe.put.statusCode).toBe(415);
    expect(exe.put.json()).toEqual({ message: M.fileTypeRejected });
    const bound = await t
      .client(t.tokens.a)
      .post('/portaria/api/v2/ocorrencias', occurrence(t.units.a101, { hashAnexo: exe.hash }));
    expect(bound.statusCode).toBe(400);
    expect(bound.json()).toEqual({ message: M.attachmentUnknown });

    expect((await uploadAttachment(t.app, t.tokens.a, pdfOfSize(TEN_MB))).put.statusCode).toBe(200);
    const big = await uploadAttachment(t.app, t.tokens.a, pdfOfSize(TEN_MB + 1));
    expect(big.put.statusCode).toBe(413);
    expect(big.put.json()).toEqual({ message: M.fileTooLarge });
  });

  test('jpg e png são aceitos; pedir url para outro tipo é 415; a foto de uma correspondência não vira anexo', async () => {
    const jpg = await uploadAttachment(t.app, t.tokens.a, JPEG_BYTES, 'image/jpeg');
    expect(jpg.put.statusCode).toBe(200);
    const gif = await t.client(t.tokens.a).get('/ocorrencias/anexo/presigned-url/put', { contentType: 'image/gif' });
    expect(gif.statusCode).toBe(415);
    const photo = await uploadPhoto(t.app, t.tokens.a);
    const res = await t
      .client(t.tokens.a)
      .post('/portaria/api/v2/ocorrencias', occurrence(t.units.a101, { hashAnexo: photo }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.attachmentUnknown });
  });

  test('mensagem acima de 200, e-mail inválido ou acima de 50 e assunto desconhecido são recusados em pt-BR', async () => {
    const api = t.client(t.tokens.a);
    const cases: [Record<string, unknown>, string][] = [
      [{ conteudo: 'x'.repeat(201) }, M.conteudoTooLong],
      [{ conteudo: '   ' }, M.conteudoRequired],
      [{ email: 'sem-arroba' }, M.emailInvalid],
      [{ email: `${'a'.repeat(40)}@exemplo.com.br` }, M.emailInvalid],
      [{ tipoOcorrencia: 'ELOGIOS' }, M.tipoRequired],
    ];
    for (const [extra, message] of cases) {
      const res = await api.post('/portaria/api/v2/ocorrencias', occurrence(t.units.a101, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await api.post('/portaria/api/v2/ocorrencias', occurrence(t.units.a101, { conteudo: 'x'.repeat(200) })))
        .statusCode,
    ).toBe(200);
    const other = await api.post('/portaria/api/v2/ocorrencias', occurrence(t.units.torre101));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: M.unitNotFound });
  });
});

describe('ocorrências: resumo com filtros e busca', () => {
  let t: Fixture;
  beforeAll(async () => {
    t = await createFixture();
    const api = t.client(t.tokens.a);
    await api.post(
      '/portaria/api/v2/ocorrencias',
      occurrence(t.units.a101, { tipoOcorrencia: 'ELOGIO', conteudo: 'Parabéns ao zelador pela JARDINAGEM impecável' }),
    );
    await api.post(
      '/portaria/api/v2/ocorrencias',
      occurrence(t.units.b302, { tipoOcorrencia: 'SUGESTAO', conteudo: 'Instalar bicicletário na garagem' }),
    );
    const closed = await api.post(
      '/portaria/api/v2/ocorrencias',
      occurrence(t.units.b302, { conteudo: 'Vazamento na garagem do subsolo' }),
    );
    await t.db.update(ocorrencias).set({ flEncerrado: 'S' }).where(eq(ocorrencias.id, closed.json().idOcorrencia));
    // 100 days earlier: outside the default period.
    await t.db.insert(ocorrencias).values({
      idCondo: 1001,
      idUnidade: t.units.a101,
      tipoOcorrencia: 'OUTROS',
      tipoUsuario: 'MORADOR',
      conteudo: 'Garagem antiga sem iluminação',
      email: 'a@b.com.br',
      dataOcorrencia: new Date('2024-06-23T12:00:00Z'),
    });
  });
  afterAll(() => t.close());

  const search = (query: Record<string, string | number>) =>
    t.client(t.tokens.a).get('/ocorrencias/resumo', { limit: 50, referencia: 4521, publica: 'S', page: 1, ...query });
  const messages = async (query: Record<string, string | number>) => {
    const res = await search(query);
    return res.statusCode === 204 ? [] : res.json().data.map((o: { conteudo: string }) => o.conteudo);
  };

  test('busca ignora acentos e caixa, por palavra da mensagem, do assunto ou da unidade', async () => {
    expect(await messages({ conteudo: 'jardinagem impecavel' })).toEqual([
      'Parabéns ao zelador pela JARDINAGEM impecável',
    ]);
    expect(await messages({ conteudo: 'PARABENS' })).toEqual(['Parabéns ao zelador pela JARDINAGEM impecável']);
    expect(await messages({ conteudo: 'sugestão bicicletário' })).toEqual(['Instalar bicicletário na garagem']);
    expect((await messages({ conteudo: 'garagem' })).sort()).toEqual([
      'Instalar bicicletário na garagem',
      'Vazamento na garagem do subsolo',
    ]);
  });

  test('a busca começa em 3 caracteres: menos é 400 em pt-BR', async () => {
    const res = await search({ conteudo: 'ga' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.searchTooShort });
  });

  test('encerrado, unidade e período filtram; sem período valem os últimos 90 dias; vazio é 204', async () => {
    expect(await messages({ conteudo: 'garagem', encerrado: 'S' })).toEqual(['Vazamento na garagem do subsolo']);
    expect(await messages({ conteudo: 'garagem', encerrado: 'N' })).toEqual(['Instalar bicicletário na garagem']);
    expect(await messages({ conteudo: 'garagem', unidade: t.units.a101 })).toEqual([]);
    expect(
      await messages({ conteudo: 'garagem', unidade: t.units.a101, dataFrom: '2024-06-01', dataUntil: '2024-06-30' }),
    ).toEqual(['Garagem antiga sem iluminação']);
    expect((await search({ conteudo: 'nada disso existe' })).statusCode).toBe(204);
    const page = (await search({ conteudo: 'garagem' })).json();
    expect(page.meta).toEqual({ page: 1, totalPages: 1, totalItems: 2 });
    expect((await search({ dataFrom: '2024-10-02', dataUntil: '2024-10-01' })).json()).toEqual({
      message: M.periodInvalid,
    });
    expect((await search({ dataFrom: '2024-02-31' })).json()).toEqual({ message: M.dateInvalid });
  });

  test('sem busca, unidade, encerrado e pública filtram a página como filtram o total (as do período, mais novas primeiro)', async () => {
    const from = new Date('2024-01-01T03:00:00.000Z');
    const until = new Date('2025-01-01T03:00:00.000Z');
    const period = { dataFrom: '2024-01-01', dataUntil: '2024-12-31', limit: 50 };
    const cases: { unidade?: number; encerrado?: 'S' | 'N'; publica: 'S' | 'N' }[] = [
      { unidade: t.units.a101, publica: 'S' },
      { unidade: t.units.b302, publica: 'S' },
      { encerrado: 'S', publica: 'S' },
      { encerrado: 'N', publica: 'S' },
      { publica: 'N' },
      { unidade: t.units.b302, encerrado: 'N', publica: 'S' },
    ];
    let nonEmpty = 0;
    for (const filter of cases) {
      const expected = await t.db
        .select({ id: ocorrencias.id })
        .from(ocorrencias)
        .where(
          and(
            eq(ocorrencias.idCondo, 1001),
            gte(ocorrencias.dataOcorrencia, from),
            lt(ocorrencias.dataOcorrencia, until),
            filter.unidade === undefined ? undefined : eq(ocorrencias.idUnidade, filter.unidade),
            filter.encerrado === undefined ? undefined : eq(ocorrencias.flEncerrado, filter.encerrado),
            eq(ocorrencias.publica, filter.publica),
          ),
        )
        .orderBy(desc(ocorrencias.dataOcorrencia), desc(ocorrencias.id))
        .limit(50);
      const res = await search({ ...period, ...filter });
      const ids = res.statusCode === 204 ? [] : res.json().data.map((o: { idOcorrencia: number }) => o.idOcorrencia);
      expect({ filter, ids }).toEqual({ filter, ids: expected.map((r) => r.id) });
      if (ids.length > 0) nonEmpty++;
    }
    // Each filter takes some rows away: at least most of them find some.
    expect(nonEmpty).toBeGreaterThanOrEqual(4);
  });

  test('páginas de 50: 60 ocorrências da unidade dão 2 páginas, a segunda com as 10 mais antigas, sem repetir nenhuma', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      idCondo: 1001,
      idUnidade: t.units.b302,
      tipoOcorrencia: 'OUTROS',
      tipoUsuario: 'MORADOR',
      conteudo: `Página ${String(i).padStart(2, '0')}`,
      email: 'p@b.com.br',
      dataOcorrencia: new Date(Date.parse('2024-09-01T12:00:00Z') + i * 60_000),
    }));
    await t.db.insert(ocorrencias).values(rows);
    const window = { unidade: t.units.b302, dataFrom: '2024-09-01', dataUntil: '2024-09-01' };
    const first = (await search({ ...window, page: 1 })).json();
    const second = (await search({ ...window, page: 2 })).json();
    expect(first.meta).toEqual({ page: 1, totalPages: 2, totalItems: 60 });
    expect(first.data).toHaveLength(50);
    expect(first.data[0].conteudo).toBe('Página 59');
    expect(second.meta).toEqual({ page: 2, totalPages: 2, totalItems: 60 });
    expect(second.data.map((o: { conteudo: string }) => o.conteudo)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Página ${String(9 - i).padStart(2, '0')}`),
    );
    expect(new Set([...first.data, ...second.data].map((o: { idOcorrencia: number }) => o.idOcorrencia)).size).toBe(60);
    expect((await search({ ...window, page: 3 })).statusCode).toBe(204); // past the end: the spec's empty answer
  });

  test('o total de um período sem outro filtro soma os dias de São Paulo (migração 0048): inserir, mudar a data e apagar movem a contagem', async () => {
    const at = (iso: string, conteudo: string) => occurrenceRow(t.units.a101, iso, conteudo);
    // 02:30 UTC is 23:30 of the day before in São Paulo; other condominiums' rows never count.
    const inserted = await t.db
      .insert(ocorrencias)
      .values([
        at('2023-05-10T02:30:00Z', 'Contagem véspera'),
        at('2023-05-10T12:00:00Z', 'Contagem dia'),
        at('2023-05-10T12:05:00Z', 'Contagem dia 2'),
        at('2023-05-11T02:59:00Z', 'Contagem noite'),
        occurrenceRow(t.units.torre101, '2023-05-10T12:00:00Z', 'Outro condomínio', 1002),
      ])
      .returning({ id: ocorrencias.id });
    // Each question another period (the list cache cannot answer one from another), a page of one row: a short first
    // page would be its own total.
    const total = async (dataFrom: string, dataUntil: string) => {
      const res = await t.client(t.tokens.a).get('/ocorrencias/resumo', { limit: 1, page: 1, dataFrom, dataUntil });
      return res.statusCode === 204 ? 0 : (res.json().meta.totalItems as number);
    };
    expect(await total('2023-05-09', '2023-05-09')).toBe(1);
    expect(await total('2023-05-10', '2023-05-10')).toBe(3);
    expect(await total('2023-05-09', '2023-05-11')).toBe(4);
    await t.db
      .update(ocorrencias)
      .set({ dataOcorrencia: new Date('2023-05-12T15:00:00Z') })
      .where(eq(ocorrencias.id, inserted[1]!.id));
    await t.db.delete(ocorrencias).where(eq(ocorrencias.id, inserted[0]!.id));
    expect(await total('2023-05-08', '2023-05-10')).toBe(2);
    expect(await total('2023-05-10', '2023-05-12')).toBe(3);
    expect(await total('2023-05-12', '2023-05-12')).toBe(1);
  });

  test('palavras do bloco e da unidade acham as ocorrências dela; a lista em cache mostra logo uma nova ocorrência', async () => {
    expect((await messages({ conteudo: 'bloco 302 garagem' })).sort()).toEqual([
      'Instalar bicicletário na garagem',
      'Vazamento na garagem do subsolo',
    ]);
    expect(await messages({ conteudo: 'reclamação 302' })).toEqual(['Vazamento na garagem do subsolo']);
    expect((await search({ conteudo: 'tartaruga' })).statusCode).toBe(204);
    expect((await search({ conteudo: 'tartaruga' })).statusCode).toBe(204);
    const created = await t
      .client(t.tokens.a)
      .post('/portaria/api/v2/ocorrencias', occurrence(t.units.a101, { conteudo: 'Uma tartaruga no hall' }));
    expect(created.statusCode).toBe(200);
    expect(await messages({ conteudo: 'tartaruga' })).toEqual(['Uma tartaruga no hall']);
    await t
      .client(t.tokens.a)
      .post('/portaria/api/v2/ocorrencias', occurrence(t.units.a101, { conteudo: 'Outra tartaruga no jardim' }));
    expect((await search({ conteudo: 'tartaruga' })).json().meta).toEqual({ page: 1, totalPages: 1, totalItems: 2 });
  });

  test('o condomínio B não vê as ocorrências de A', async () => {
    const res = await t.client(t.tokens.b).get('/ocorrencias/resumo', { conteudo: 'jardinagem' });
    expect(res.statusCode).toBe(204);
    expect((await t.client(t.tokens.b).get('/ocorrencias/resumo', { unidade: t.units.a101 })).statusCode).toBe(404);
  });
});
