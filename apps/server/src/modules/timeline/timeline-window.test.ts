import { filterActivities } from '@portaria/shared/timeline/filter';
import type { Activity, TimelineWindow } from '@portaria/shared/timeline/timeline.schemas';
import { TIMELINE_MESSAGES as M } from '@portaria/shared/timeline/timeline.messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { appendTimelineEvent } from '../../platform/timeline/timeline.repository.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Decision 115: the day in windows, newest first, searched and counted by the database. */
describe('janelas da linha do tempo (GET /portaria/api/v2/linhadotempo/janela)', () => {
  let t: Fixture;
  const DAY = '2025-04-02';
  const names = ['João Araújo', 'Íris Conceição', 'Ana Souza', 'Bruno Lima'];
  const windowOf = async (query: Record<string, string | number>) => {
    const res = await t.client(t.tokens.a).get('/portaria/api/v2/linhadotempo/janela', { data: DAY, ...query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TimelineWindow;
  };
  /** Every window of the day for a search, following `proximo`. */
  const walk = async (query: Record<string, string | number>) => {
    const seen: Activity[] = [];
    const totals = new Set<number>();
    let apos: string | null = null;
    for (let i = 0; i < 50; i++) {
      const w: TimelineWindow = await windowOf(apos ? { ...query, apos } : query);
      seen.push(...w.data);
      totals.add(w.totalItems);
      apos = w.proximo;
      if (!apos) break;
    }
    return { seen, totals: [...totals] };
  };

  beforeAll(async () => {
    t = await createFixture();
    // 23 events of the day (three at the same instant, to prove the cursor's tie on id), one of the day before
    // and one of another condominium.
    for (let i = 0; i < 23; i++) {
      const minute = i < 3 ? 0 : i;
      await appendTimelineEvent(t.db, {
        idCondo: 1001,
        area: i % 2 ? 'visitantes' : 'correspondencia',
        atividade: i % 2 ? 'Entrada de visitante' : `Correspondência recebida (Cód.${i})`,
        at: new Date(Date.UTC(2025, 3, 2, 12, minute, i < 3 ? 0 : i)),
        ...(i % 3 ? { idUnidade: i % 2 ? t.units.a101 : t.units.b302 } : {}),
        ...(i % 4 ? { nmPessoa: names[i % 4]! } : {}),
      });
    }
    await appendTimelineEvent(t.db, {
      idCondo: 1001,
      area: 'reservas',
      atividade: 'Ontem',
      at: new Date('2025-04-02T02:00:00Z'),
    });
    await appendTimelineEvent(t.db, {
      idCondo: 1002,
      area: 'reservas',
      atividade: 'Outro condomínio',
      at: new Date('2025-04-02T15:00:00Z'),
    });
  });
  afterAll(() => t.close());

  test('janelas seguidas dão o dia inteiro, na ordem e sem repetir, iguais ao dia de uma vez; o total é o do dia', async () => {
    const whole = (await t.client(t.tokens.a).get('/portaria/api/v2/linhadotempo', { data: DAY })).json() as Activity[];
    expect(whole).toHaveLength(23);
    const { seen, totals } = await walk({ limite: 5 });
    expect(seen).toEqual(whole);
    expect(totals).toEqual([23]);
    const first = await windowOf({ limite: 5 });
    expect(first.data).toHaveLength(5);
    expect(first.proximo).toMatch(/^\d+\.\d+$/);
    const all = await windowOf({ limite: 100 });
    expect([all.data.length, all.proximo]).toEqual([23, null]);
  });

  test('a janela é escrita com os mesmos bytes do dia: cada evento, as chaves na ordem do esquema', async () => {
    const day = await t.client(t.tokens.a).get('/portaria/api/v2/linhadotempo', { data: DAY });
    const all = await t.client(t.tokens.a).get('/portaria/api/v2/linhadotempo/janela', { data: DAY, limite: 100 });
    expect(all.headers['content-type']).toMatch(/^application\/json/);
    expect(all.body).toBe(`{"data":${day.body},"totalItems":23,"proximo":null}`);
    const first = await t.client(t.tokens.a).get('/portaria/api/v2/linhadotempo/janela', { data: DAY, limite: 2 });
    const events = (day.json() as Activity[]).slice(0, 2).map((a) => JSON.stringify(a));
    expect(first.body).toMatch(
      new RegExp(`^\\{"data":\\[${escape(events.join(','))}\\],"totalItems":23,"proximo":"\\d+\\.\\d+"\\}$`),
    );
  });

  // Without a space, digit or colon a search is checked part by part (activity, person, unit, block); with one, on
  // the whole text: both must find what the screen finds.
  const searches = ['araujo', 'ARAÚJO', 'cod.1', 'bloco b', '302', '09:0', 'visitante ', 'conceicao', 'nada disso'];
  test.each([...searches, 'recebida', 'Correspondência', 'bloco', 'oco', 'sou'])(
    'a busca "%s" acha no dia o mesmo que a busca da tela, em janelas, com o total da busca',
    async (busca) => {
      const whole = (
        await t.client(t.tokens.a).get('/portaria/api/v2/linhadotempo', { data: DAY })
      ).json() as Activity[];
      const expected = filterActivities(whole, busca);
      const { seen, totals } = await walk({ limite: 4, busca });
      expect(seen).toEqual(expected);
      expect(totals).toEqual([expected.length]);
    },
  );

  test('uma posição que não veio do servidor, ou uma janela grande demais, é 400 com a mensagem', async () => {
    const bad = await t.client(t.tokens.a).get('/portaria/api/v2/linhadotempo/janela', { data: DAY, apos: 'x;drop' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(M.cursorInvalid);
    const big = await t.client(t.tokens.a).get('/portaria/api/v2/linhadotempo/janela', { data: DAY, limite: 501 });
    expect(big.statusCode).toBe(400);
  });

  test('depois do último evento a janela vem vazia com o total do dia', async () => {
    const w = await windowOf({ apos: '1000.1' });
    expect(w).toEqual({ data: [], totalItems: 23, proximo: null });
  });
});
