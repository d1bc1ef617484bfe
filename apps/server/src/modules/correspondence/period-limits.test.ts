import { CORRESPONDENCE_MESSAGES as M } from '@portaria/shared/correspondence/correspondence.messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { contextToken } from '../../test/helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { api, parcel, parseCsv, unitIdOf } from './correspondence.test-support.ts';

// "Today" is 01/10/2024 in São Paulo (09:00, 12:00 UTC). 90 days before it is 03/07/2024.
const NOW = new Date('2024-10-01T12:00:00.000Z');

describe('período de 90 dias do histórico e do relatório, dia a dia', () => {
  let t: TestApp;
  let token: string;
  let unit: number;
  const registerAt = async (label: string, iso: string) => {
    // A token is valid from its sign-in on: sign in again at each moment of the past.
    t.clock.set(new Date(iso));
    const res = await api(t.app, await contextToken(t.app)).register(parcel(unit, { destinatario: label }));
    if (res.statusCode !== 201) throw new Error(res.body);
  };
  const listed = async (query: Record<string, string>) => {
    const res = await api(t.app, token).list({ unidade: unit, ...query });
    expect(res.statusCode).toBe(200);
    return res
      .json()
      .data.map((p: { destinatario: string }) => p.destinatario)
      .sort();
  };

  beforeAll(async () => {
    t = await createTestApp({ now: new Date('2024-07-01T12:00:00.000Z') });
    unit = await unitIdOf(t.db, 1001, 'Bloco C', '104');
    await registerAt('Noite de 02/07', '2024-07-03T02:59:59.000Z');
    await registerAt('Manhã de 03/07', '2024-07-03T03:00:00.000Z');
    await registerAt('Noite de 30/09', '2024-10-01T02:59:59.000Z');
    await registerAt('Hoje cedo', '2024-10-01T11:00:00.000Z');
    t.clock.set(NOW);
    token = await contextToken(t.app);
  });
  afterAll(() => t.close());

  test('90 dias exatos são aceitos e incluem o primeiro e o último dia inteiros, em horário de São Paulo', async () => {
    expect(await listed({ dataChegadaFrom: '2024-07-03', dataChegadaUntil: '2024-10-01' })).toEqual([
      'Hoje cedo',
      'Manhã de 03/07',
      'Noite de 30/09',
    ]);
    expect(await listed({ dataChegadaFrom: '2024-07-02', dataChegadaUntil: '2024-07-02' })).toEqual(['Noite de 02/07']);
    expect(await listed({ dataChegadaFrom: '2024-09-30', dataChegadaUntil: '2024-09-30' })).toEqual(['Noite de 30/09']);
  });

  test('91 dias são recusados com a mensagem do limite, na lista e no relatório', async () => {
    const list = await api(t.app, token).list({
      unidade: unit,
      dataChegadaFrom: '2024-07-02',
      dataChegadaUntil: '2024-10-01',
    });
    expect(list.statusCode).toBe(400);
    expect(list.json()).toEqual({ message: M.rangeTooLong });
    const report = await api(t.app, token).report('CSV', {
      unidade: unit,
      dataChegadaFrom: '2024-07-02',
      dataChegadaUntil: '2024-10-01',
    });
    expect(report.statusCode).toBe(400);
    expect(report.json()).toEqual({ message: M.rangeTooLong });
    const ok = await api(t.app, token).report('CSV', {
      unidade: unit,
      dataChegadaFrom: '2024-07-03',
      dataChegadaUntil: '2024-10-01',
    });
    expect(ok.statusCode).toBe(200);
    expect(
      parseCsv(ok.rawPayload.subarray(3).toString('utf8'))
        .slice(1)
        .filter((row) => row.length > 1),
    ).toHaveLength(3);
  });

  test('só o início completa o fim com início + 90 dias; só o fim completa o início com fim - 90 dias', async () => {
    expect(await listed({ dataChegadaFrom: '2024-07-02' })).toEqual([
      'Manhã de 03/07',
      'Noite de 02/07',
      'Noite de 30/09',
    ]);
    expect(await listed({ dataChegadaUntil: '2024-09-30' })).toEqual([
      'Manhã de 03/07',
      'Noite de 02/07',
      'Noite de 30/09',
    ]);
    expect(await listed({ dataChegadaUntil: '2024-09-29' })).toEqual(['Manhã de 03/07', 'Noite de 02/07']);
    expect(await listed({ dataChegadaUntil: '2024-10-01' })).toEqual(['Hoje cedo', 'Manhã de 03/07', 'Noite de 30/09']);
  });

  test('o relatório sem datas cobre os últimos 90 dias até hoje', async () => {
    const res = await api(t.app, token).report('CSV', { unidade: unit });
    expect(res.statusCode).toBe(200);
    const text = res.rawPayload.subarray(3).toString('utf8');
    expect(text).toContain('Manhã de 03/07');
    expect(text).toContain('Hoje cedo');
    expect(text).not.toContain('Noite de 02/07');
  });
});
