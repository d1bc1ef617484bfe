import { DOCUMENT_MESSAGES as M } from '@portaria/shared/documents/documents.messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { auditLog, timelineEvents } from '../../db/schema/index.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { CARLOS, MARIA, contextToken } from '../../test/helpers.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const linkOf = (text: string) => /\/documento\/([A-Za-z0-9_-]{43})\b/.exec(text)?.[1] ?? null;

type Listed = {
  id: number;
  email: string;
  status: string;
  nomeDocumento: string;
  enviadoPor: string | null;
  unidade: { nome: string; nmBloco: string };
};

describe('links enviados: a síndica lista e revoga', () => {
  let t: Fixture;
  let desk: AreaClient;
  let syndic: AreaClient;
  const send = async (email: string, tipoDocumento = 'CONVENCAO') => {
    t.outbox!.clear();
    const res = await desk.post(
      '/sendmail',
      { idUnidade: t.units.a101, idMorador: null, email, tipoDocumento },
      { query: { email } },
    );
    expect(res.statusCode).toBe(200);
    return linkOf(t.outbox!.list()[0]!.body)!;
  };
  const list = async () => (await syndic.get('/documentos/links')).json().data as Listed[];

  let start: Date;
  beforeAll(async () => {
    t = await createFixture();
    start = t.clock.now();
  });
  afterAll(() => t.close());
  // Each test starts at the fixture's instant with fresh tokens, whatever the one before did with the clock.
  beforeEach(async () => {
    t.clock.set(start);
    desk = t.client(await contextToken(t.app, CARLOS, 1001));
    syndic = t.client(await contextToken(t.app, MARIA, 1001));
  });

  test('lista os links dos últimos 7 dias, mais novos primeiro, com documento, destinatário, unidade e quem enviou', async () => {
    await send('primeiro.link@exemplo.com.br');
    t.clock.advance(60_000);
    await send('segundo.link@exemplo.com.br', 'REGULAMENTO');
    const links = await list();
    expect(links.slice(0, 2)).toMatchObject([
      {
        email: 'segundo.link@exemplo.com.br',
        nomeDocumento: 'Regulamento Interno',
        status: 'ATIVO',
        enviadoPor: 'Carlos Eduardo Souza',
        unidade: { nmBloco: 'Bloco A', nome: '101' },
      },
      { email: 'primeiro.link@exemplo.com.br', nomeDocumento: 'Estatuto/Convenção', status: 'ATIVO' },
    ]);
    expect((await desk.get('/documentos/links')).statusCode).toBe(403);
  });

  test('revogar: 204, o link deixa de abrir na hora, a lista diz Revogado, auditoria e linha do tempo; de novo é 404', async () => {
    const token = await send('revogar.link@exemplo.com.br');
    const open = () => t.client(null).get(`/documentos/link/${token}`);
    expect((await open()).statusCode).toBe(200);
    const id = (await list()).find((l) => l.email === 'revogar.link@exemplo.com.br')!.id;
    const revoked = await syndic.delete(`/documentos/links/${id}`);
    expect(revoked.statusCode).toBe(204);
    const after = await open();
    expect(after.statusCode).toBe(404);
    expect(after.json()).toEqual({ message: M.notFound });
    expect((await list()).find((l) => l.id === id)!.status).toBe('REVOGADO');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'documento.revogar_link'), eq(auditLog.idEntidade, String(id))));
    expect(audit).toMatchObject({ idCondo: 1001, detalhes: { email: 'revogar.link@exemplo.com.br' } });
    const [event] = await t.db
      .select()
      .from(timelineEvents)
      .where(
        and(
          eq(timelineEvents.entidade, 'documento_link'),
          eq(timelineEvents.idEntidade, String(id)),
          eq(timelineEvents.atividade, 'Link de documento revogado (Estatuto/Convenção)'),
        ),
      );
    expect(event).toBeDefined();
    const again = await syndic.delete(`/documentos/links/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: M.linkNotFound });
  });

  test('um link expirado aparece como Expirado e não se revoga; depois de 7 dias sai da lista', async () => {
    await send('expira.link@exemplo.com.br');
    const id = (await list()).find((l) => l.email === 'expira.link@exemplo.com.br')!.id;
    t.clock.advance(7 * DAY_MS + 1000);
    syndic = t.client(await contextToken(t.app, MARIA, 1001));
    const expired = await syndic.get('/documentos/links');
    const row = (expired.json().data as Listed[]).find((l) => l.id === id);
    // Sent 7 days and 1 s ago: just outside the list's 7 days, like every link that can no longer open.
    expect(row).toBeUndefined();
    expect((await syndic.delete(`/documentos/links/${id}`)).statusCode).toBe(404);
    t.clock.advance(-2000);
    syndic = t.client(await contextToken(t.app, MARIA, 1001));
    expect((await list()).find((l) => l.id === id)?.status).toBe('ATIVO');
  });

  test('as páginas seguem os links da semana do mais novo ao mais antigo, com o total da semana; os mais velhos ficam fora', async () => {
    await send('antigo.pagina@exemplo.com.br');
    t.clock.advance(8 * DAY_MS);
    desk = t.client(await contextToken(t.app, CARLOS, 1001));
    const sent = ['um', 'dois', 'tres'];
    for (const name of sent) {
      t.clock.advance(60_000);
      await send(`${name}.pagina@exemplo.com.br`);
    }
    syndic = t.client(await contextToken(t.app, MARIA, 1001));
    const pages = await Promise.all(
      [1, 2, 3, 4].map(async (page) =>
        (await syndic.get('/documentos/links', { limit: '1', page: String(page) })).json(),
      ),
    );
    expect(pages.map((p) => p.data.map((link: Listed) => link.email))).toEqual([
      ['tres.pagina@exemplo.com.br'],
      ['dois.pagina@exemplo.com.br'],
      ['um.pagina@exemplo.com.br'],
      [],
    ]);
    expect(pages.map((p) => p.meta.totalItems)).toEqual([3, 3, 3, 3]);
  });
});
