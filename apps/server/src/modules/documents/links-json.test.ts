import { pageMeta, type Page } from '@portaria/shared/common/page';
import { TIPO_DOCUMENTO_LABELS, type TipoDocumento } from '@portaria/shared/documents/documents.constants';
import { sentLinksPageSchema, type SentLink } from '@portaria/shared/documents/document.schemas';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blocos, documentoLinks as l, documentos, unidades, usuarios } from '../../db/schema/index.ts';
import { fastSerializerCompiler } from '../../platform/http/fast-serializer.ts';
import { marksOf } from '../../platform/notices/notice-status.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { CARLOS, MARIA, contextToken } from '../../test/helpers.ts';

const HOUR_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/** The answer's bytes as the route wrote them before decision 136 (the serializer compiled from the schema). */
const serializePage = fastSerializerCompiler({ schema: sentLinksPageSchema }) as (page: Page<SentLink>) => string;

/**
 * Decision 136: the syndic's list of sent links is written by the database, each link's state and e-mail mark
 * appended in JS. It must be, byte for byte, what the JS path wrote: the same rows read by drizzle, mapped here as
 * the route mapped them (the type's label, `toISOString`, the state on the request's clock, the notices' mark) and
 * serialized by the schema's serializer: keys in order, quotes, accents, microseconds, a sender gone (null).
 */
describe('links enviados: a página escrita pelo banco é a mesma montada em JS', () => {
  let t: Fixture;
  let now: Date;

  const expectedPage = async (page: number, limit: number): Promise<string> => {
    const rows = await t.db
      .select({
        id: l.id,
        tipo: documentos.tipo,
        nome: documentos.nome,
        email: l.email,
        idUnidade: unidades.idUnidade,
        nmUnidade: unidades.nome,
        nmBloco: blocos.nome,
        enviadoPor: usuarios.nome,
        createdAt: l.createdAt,
        expiraEm: l.expiraEm,
        revogadoEm: l.revogadoEm,
      })
      .from(l)
      .innerJoin(documentos, eq(documentos.id, l.idDocumento))
      .innerJoin(unidades, eq(unidades.idUnidade, l.idUnidade))
      .innerJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .leftJoin(usuarios, eq(usuarios.id, l.createdBy))
      .where(and(eq(l.idCondo, 1001), gte(l.createdAt, new Date(now.getTime() - WEEK_MS))))
      .orderBy(desc(l.createdAt), desc(l.id));
    const window = rows.slice((page - 1) * limit, page * limit);
    const marks = await marksOf(
      t.db,
      1001,
      'documento_link',
      window.map((r) => r.id),
    );
    const data = window.map((r): SentLink => ({
      id: r.id,
      tipoDocumento: r.tipo as TipoDocumento,
      nomeDocumento: TIPO_DOCUMENTO_LABELS[r.tipo as TipoDocumento] ?? r.nome,
      email: r.email,
      unidade: { idUnidade: r.idUnidade, nome: r.nmUnidade, nmBloco: r.nmBloco },
      enviadoPor: r.enviadoPor,
      enviadoEm: r.createdAt.toISOString(),
      expiraEm: r.expiraEm.toISOString(),
      revogadoEm: r.revogadoEm?.toISOString() ?? null,
      status: r.revogadoEm ? 'REVOGADO' : r.expiraEm.getTime() <= now.getTime() ? 'EXPIRADO' : 'ATIVO',
      aviso: marks.get(r.id) ?? null,
    }));
    return serializePage({ data, meta: pageMeta(page, limit, rows.length) });
  };

  beforeAll(async () => {
    t = await createFixture();
    now = t.clock.now();
    // One link sent through the API: its e-mail is a notice, so the row has a mark.
    const desk = t.client(await contextToken(t.app, CARLOS, 1001));
    const sent = await desk.post(
      '/sendmail',
      { idUnidade: t.units.a101, idMorador: null, email: 'pelo.app@exemplo.com.br', tipoDocumento: 'CONVENCAO' },
      { query: { email: 'pelo.app@exemplo.com.br' } },
    );
    expect(sent.statusCode).toBe(200);
    const [regulamento] = await t.db
      .select({ id: documentos.id })
      .from(documentos)
      .where(and(eq(documentos.idCondo, 1001), eq(documentos.tipo, 'REGULAMENTO')));
    const link = (n: number, values: Partial<typeof l.$inferInsert>) => ({
      tokenHash: `hash-${n}`,
      idDocumento: regulamento!.id,
      idCondo: 1001,
      idUnidade: t.units.b302,
      email: `link${n}@exemplo.com.br`,
      expiraEm: new Date(now.getTime() + WEEK_MS),
      createdBy: null,
      createdAt: new Date(now.getTime() - n * HOUR_MS),
      ...values,
    });
    await t.db.insert(l).values([
      // A sender removed since (null), an address with quotes and accents.
      link(1, { email: 'joão "d\'ávila"\\x@exemplo.com.br' }),
      // Revoked, with microseconds on its times (cut, as node-postgres cuts them).
      link(2, { revogadoEm: new Date(now.getTime() - 30 * 60_000) }),
      // Its validity ended already (an expiry shortened by hand): EXPIRADO on the request's clock.
      link(3, { expiraEm: new Date(now.getTime() - 1000) }),
      // Sent more than 7 days ago: outside the list.
      link(200, {}),
    ]);
    await t.db.execute(
      // Microseconds the driver cannot write from a Date.
      sql`update documento_links set created_at = created_at + interval '123 microseconds',
        revogado_em = revogado_em + interval '456 microseconds' where token_hash = 'hash-2'`,
    );
  });
  afterAll(() => t.close());

  test.each([
    [1, 20],
    [1, 2],
    [2, 2],
    [3, 2],
  ])('página %i de %i por página: os mesmos bytes', async (page, limit) => {
    const syndic = t.client(await contextToken(t.app, MARIA, 1001));
    const res = await syndic.get('/documentos/links', { page: String(page), limit: String(limit) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toBe(await expectedPage(page, limit));
  });

  test('a página tem os quatro estados que o JS decide: ativo com aviso, revogado, expirado, e o remetente nulo', async () => {
    const syndic = t.client(await contextToken(t.app, MARIA, 1001));
    const data = (await syndic.get('/documentos/links')).json().data as SentLink[];
    expect(data.map((d) => [d.email, d.status, d.enviadoPor, d.aviso === null])).toEqual([
      ['pelo.app@exemplo.com.br', 'ATIVO', 'Carlos Eduardo Souza', false],
      ['joão "d\'ávila"\\x@exemplo.com.br', 'ATIVO', null, true],
      ['link2@exemplo.com.br', 'REVOGADO', null, true],
      ['link3@exemplo.com.br', 'EXPIRADO', null, true],
    ]);
    expect(data[2]!.revogadoEm).toMatch(/\.\d{3}Z$/);
  });
});
