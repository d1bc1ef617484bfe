import { gunzipSync } from 'node:zlib';
import { MESSAGES } from '@portaria/shared';
import { localDateTime } from '@portaria/shared/common/day';
import { activitySchema, type Activity } from '@portaria/shared/timeline/timeline.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { blocos, timelineEvents, unidades } from '../../db/schema/index.ts';
import { appendTimelineEvent } from '../../platform/timeline/timeline.repository.ts';
import { createFixture, type Fixture } from '../../test/fixture.ts';
import { MARIA, contextToken } from '../../test/helpers.ts';
import { api, parcel } from '../correspondence/correspondence.test-support.ts';

describe('linha do tempo do dia (GET /portaria/api/v2/linhadotempo)', () => {
  let t: Fixture;
  const day = (token: string | null, data: string) => t.client(token).get('/portaria/api/v2/linhadotempo', { data });
  beforeAll(async () => {
    t = await createFixture();
    const at = (iso: string) => new Date(iso);
    // São Paulo is UTC−3: 23:30 of 09/03 is 02:30Z of 09/04; 00:10 of 09/04 is 03:10Z.
    await appendTimelineEvent(t.db, {
      idCondo: 1001,
      area: 'visitantes',
      atividade: 'Entrada de visitante',
      at: at('2025-03-10T02:30:00Z'),
      ate: at('2025-03-10T04:00:00Z'),
      idUnidade: t.units.a101,
      nmPessoa: 'Vera Noturna',
    });
    await appendTimelineEvent(t.db, {
      idCondo: 1001,
      area: 'reservas',
      atividade: 'Salão de festas bloqueado',
      at: at('2025-03-10T03:10:00Z'),
    });
    await appendTimelineEvent(t.db, {
      idCondo: 1001,
      area: 'correspondencia',
      atividade: 'Correspondência recebida (Cód.1)',
      at: at('2025-03-10T15:00:00Z'),
      idUnidade: t.units.b302,
      nmPessoa: 'Ana Souza',
    });
    await appendTimelineEvent(t.db, {
      idCondo: 1002,
      area: 'correspondencia',
      atividade: 'Evento de outro condomínio',
      at: at('2025-03-10T15:00:00Z'),
      idUnidade: t.units.torre101,
    });
  });
  afterAll(() => t.close());

  test('o dia de São Paulo: do mais recente ao mais antigo, com bloco, unidade e pessoa; 23:30 fica no dia anterior', async () => {
    const res = await day(t.tokens.a, '2025-03-10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        atividade: 'Correspondência recebida (Cód.1)',
        dtInicio: '2025-03-10T12:00:00',
        dtFim: null,
        nmBloco: 'Bloco B',
        nmUnidade: '302',
        nmPessoa: 'Ana Souza',
      },
      {
        atividade: 'Salão de festas bloqueado',
        dtInicio: '2025-03-10T00:10:00',
        dtFim: null,
        nmBloco: null,
        nmUnidade: null,
        nmPessoa: null,
      },
    ]);
    expect((await day(t.tokens.a, '2025-03-09')).json()).toEqual([
      {
        atividade: 'Entrada de visitante',
        dtInicio: '2025-03-09T23:30:00',
        dtFim: '2025-03-10T01:00:00',
        nmBloco: 'Bloco A',
        nmUnidade: '101',
        nmPessoa: 'Vera Noturna',
      },
    ]);
  });

  test('um dia sem eventos é uma lista vazia', async () => {
    expect((await day(t.tokens.a, '2025-03-11')).json()).toEqual([]);
  });

  test('uma correspondência cadastrada aparece no dia em que chegou (o dia já lido antes não fica velho)', async () => {
    const before = (await day(t.tokens.a, '2024-10-01')).json() as unknown[];
    const created = (
      await api(t.app, t.tokens.a).register(parcel(t.units.a101, { destinatario: 'Beatriz Linha' }))
    ).json();
    const events = (await day(t.tokens.a, '2024-10-01')).json();
    expect(events).toContainEqual(
      expect.objectContaining({
        atividade: `Correspondência recebida (Cód.${created.id})`,
        nmPessoa: 'Beatriz Linha',
        nmBloco: 'Bloco A',
        nmUnidade: '101',
      }),
    );
    expect(events).toHaveLength(before.length + 1);
  });

  test('um dia grande vai em gzip a quem aceita (o mesmo JSON), e como está a quem não aceita', async () => {
    for (let i = 0; i < 120; i++) {
      await appendTimelineEvent(t.db, {
        idCondo: 1001,
        area: 'acessos',
        atividade: `Entrada de visitante ${i}`,
        at: new Date(Date.parse('2025-04-02T12:00:00Z') + i * 60_000),
        idUnidade: t.units.a101,
        nmPessoa: `Pessoa ${i}`,
      });
    }
    const url = '/api/portaria/api/v2/linhadotempo?data=2025-04-02';
    const headers = { authorization: `Bearer ${t.tokens.a}`, origem: 'PORTARIA' };
    const plain = await t.app.inject({ method: 'GET', url, headers });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(120);
    for (let round = 0; round < 2; round++) {
      const zipped = await t.app.inject({
        method: 'GET',
        url,
        headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('accept-encoding');
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(gunzipSync(zipped.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });

  test('o dia vai da meia-noite (inclusive) à meia-noite seguinte (exclusive); no mesmo instante, o último gravado vem primeiro', async () => {
    const event = (atividade: string, iso: string) =>
      appendTimelineEvent(t.db, { idCondo: 1001, area: 'reservas', atividade, at: new Date(iso) });
    // 00:00 of 06/05 in São Paulo is 03:00Z; 23:59:59 of 06/05 is 02:59:59Z of 07/05.
    await event('Meia-noite do dia', '2025-05-06T03:00:00Z');
    await event('Primeiro gravado às 12h', '2025-05-06T15:00:00Z');
    await event('Segundo gravado às 12h', '2025-05-06T15:00:00Z');
    await event('Último segundo do dia', '2025-05-07T02:59:59Z');
    await event('Meia-noite do dia seguinte', '2025-05-07T03:00:00Z');
    await event('Último segundo do dia anterior', '2025-05-06T02:59:59Z');
    const lines = async (data: string) =>
      ((await day(t.tokens.a, data)).json() as { atividade: string; dtInicio: string }[]).map((e) => [
        e.atividade,
        e.dtInicio,
      ]);
    expect(await lines('2025-05-06')).toEqual([
      ['Último segundo do dia', '2025-05-06T23:59:59'],
      ['Segundo gravado às 12h', '2025-05-06T12:00:00'],
      ['Primeiro gravado às 12h', '2025-05-06T12:00:00'],
      ['Meia-noite do dia', '2025-05-06T00:00:00'],
    ]);
    expect(await lines('2025-05-07')).toEqual([['Meia-noite do dia seguinte', '2025-05-07T00:00:00']]);
    expect(await lines('2025-05-05')).toEqual([['Último segundo do dia anterior', '2025-05-05T23:59:59']]);
  });

  test('o dia e a janela, escritos pelo banco, são byte a byte o JSON montado em JS das mesmas linhas: chaves, nulos, aspas, acentos e microssegundos', async () => {
    // Decision 136: the day and the windows are texts the database writes (one writer); the oracle is the rows read
    // back and mapped here by the shared rule (`localDateTime`), in the schema's key order, as the window route did.
    await appendTimelineEvent(t.db, {
      idCondo: 1001,
      area: 'ocorrencias',
      atividade: 'Ocorrência: "barulho" no salão\nç ã é \\ fim',
      at: new Date('2025-07-01T13:14:15.678901Z'),
      ate: new Date('2025-07-01T14:00:00.999999Z'),
      idUnidade: t.units.b302,
      nmPessoa: "José D'Ávila",
    });
    await appendTimelineEvent(t.db, {
      idCondo: 1001,
      area: 'reservas',
      atividade: 'Sem unidade nem pessoa',
      at: new Date('2025-07-01T20:00:00Z'),
    });
    const rows = await t.db
      .select({
        atividade: timelineEvents.atividade,
        dtInicio: timelineEvents.dtInicio,
        dtFim: timelineEvents.dtFim,
        nmBloco: blocos.nome,
        nmPessoa: timelineEvents.nmPessoa,
        nmUnidade: unidades.nome,
      })
      .from(timelineEvents)
      .leftJoin(unidades, eq(unidades.idUnidade, timelineEvents.idUnidade))
      .leftJoin(blocos, eq(blocos.idBloco, unidades.idBloco))
      .where(
        and(
          eq(timelineEvents.idCondo, 1001),
          inArray(timelineEvents.atividade, ['Sem unidade nem pessoa', 'Ocorrência: "barulho" no salão\nç ã é \\ fim']),
        ),
      );
    const byStart = rows.sort((a, b) => b.dtInicio.getTime() - a.dtInicio.getTime());
    const expected = byStart.map((r) => {
      const values: Record<keyof Activity, unknown> = {
        ...r,
        dtInicio: localDateTime(r.dtInicio),
        dtFim: r.dtFim && localDateTime(r.dtFim),
      };
      return Object.fromEntries(Object.keys(activitySchema.shape).map((key) => [key, values[key as keyof Activity]]));
    });
    const whole = await day(t.tokens.a, '2025-07-01');
    expect(whole.body).toBe(JSON.stringify(expected));
    expect(expected[1]).toMatchObject({ dtInicio: '2025-07-01T10:14:15', dtFim: '2025-07-01T11:00:00' });
    const window = await t
      .client(t.tokens.a)
      .get('/portaria/api/v2/linhadotempo/janela', { data: '2025-07-01', limite: 500 });
    expect(window.body).toBe(JSON.stringify({ data: expected, totalItems: 2, proximo: null }));
  });

  test('cada condomínio vê só o seu dia: o token de B lê o evento de B, com o bloco e a unidade de B, e nenhum de A', async () => {
    const res = await day(t.tokens.b, '2025-03-10');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        atividade: 'Evento de outro condomínio',
        dtInicio: '2025-03-10T12:00:00',
        dtFim: null,
        nmBloco: 'Torre Única',
        nmUnidade: '101',
        nmPessoa: null,
      },
    ]);
  });

  test('sem token: 401; sem a permissão de controle de acesso (a síndica): 403; as mensagens em pt-BR', async () => {
    const anonymous = await day(null, '2025-03-10');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: MESSAGES.unauthorized });
    const syndic = await day(await contextToken(t.app, MARIA, 1001), '2025-03-10');
    expect(syndic.statusCode).toBe(403);
    expect(syndic.json()).toEqual({ message: MESSAGES.forbidden });
  });

  test('data inválida ou ausente: 400 em pt-BR', async () => {
    for (const data of ['2025-02-30', '10/03/2025', '']) {
      const res = await day(t.tokens.a, data);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Selecione uma data válida');
    }
  });
});
