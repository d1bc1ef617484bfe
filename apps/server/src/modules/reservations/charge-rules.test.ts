import { eq } from 'drizzle-orm';
import { CHARGE_MESSAGES as CM } from '@portaria/shared/reservations/charge.messages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cobrancasUnidade, condominios } from '../../db/schema/index.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { MARIA, contextToken } from '../../test/helpers.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { chargeBatches } from './charges.repository.ts';
import { monthWindow } from './charges.service.ts';
import { fromLocal } from './local-time.ts';

const CHARGES = '/reservaareas/v1/cobrancas';

// The syndic's months at their edges (São Paulo midnight, December into January), the report's words and the
// batches the reports read. The clock: 2024-10-01 09:00 in São Paulo. The lines are written as the desk's
// reservations and cancellations write them (reservations.test.ts and charges.test.ts go through the API).
describe('cobranças: meses nas bordas e relatórios', () => {
  let t: Fixture;
  let syndic: AreaClient;
  let condo: { referencia: number; nome: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createFixture();
    await t.db.delete(cobrancasUnidade);
    syndic = t.client(await contextToken(t.app, MARIA, 1001));
    [condo] = (await t.db
      .select({ referencia: condominios.referencia, nome: condominios.nome })
      .from(condominios)
      .where(eq(condominios.idCondo, 1001))) as [typeof condo];
    const line = async (key: string, local: string, tipo: 'COBRANCA' | 'ESTORNO', valor: number, idUnidade: number) => {
      const [row] = await t.db
        .insert(cobrancasUnidade)
        .values({
          idCondo: 1001,
          idUnidade,
          tipo,
          valor,
          descricao: `${tipo === 'ESTORNO' ? 'Estorno: ' : ''}Taxa de utilização: Quadra Poliesportiva ${key}`,
          createdAt: fromLocal(local),
        })
        .returning({ id: cobrancasUnidade.id });
      ids[key] = row!.id;
    };
    await line('nov', '2023-11-30T23:59:59', 'COBRANCA', 25, t.units.a101);
    await line('dec1', '2023-12-01T00:00:00', 'COBRANCA', 80, t.units.a101);
    await line('dec2', '2023-12-15T10:00:00', 'COBRANCA', 50, t.units.b302);
    await line('dec3', '2023-12-31T23:59:00', 'ESTORNO', -30, t.units.b302);
    await line('jan', '2024-01-01T00:00:00', 'COBRANCA', 25, t.units.a101);
  });
  afterAll(() => t.close());

  const month = async (mes: string) => {
    const res = await syndic.get(CHARGES, { mes });
    expect(res.statusCode, mes).toBe(200);
    return res.json();
  };

  test('dezembro vai da meia-noite do dia 1º até a virada do ano em São Paulo; novembro e janeiro ficam com os seus', async () => {
    const december = await month('2023-12');
    expect(december.data.map((l: { id: number }) => l.id)).toEqual([ids.dec1, ids.dec2, ids.dec3]);
    expect(december.data[0]).toEqual({
      id: ids.dec1,
      tipo: 'COBRANCA',
      descricao: 'Taxa de utilização: Quadra Poliesportiva dec1',
      valor: 80,
      dataLancamento: '2023-12-01T00:00:00',
      unidade: { idUnidade: t.units.a101, nome: '101', nmBloco: 'Bloco A' },
    });
    expect(december.data[2]).toMatchObject({ tipo: 'ESTORNO', valor: -30, dataLancamento: '2023-12-31T23:59:00' });
    expect(december.totais).toEqual({ cobrado: 130, estornado: 30, saldo: 100 });
    expect((await month('2023-11')).data.map((l: { id: number }) => l.id)).toEqual([ids.nov]);
    const january = await month('2024-01');
    expect(january.data.map((l: { id: number }) => l.id)).toEqual([ids.jan]);
    expect(january.totais).toEqual({ cobrado: 25, estornado: 0, saldo: 25 });
  });

  test('o mês corrente é aceito e o seguinte não; dez anos contam a partir de janeiro do ano de nove anos atrás', async () => {
    expect((await month('2024-10')).totais).toEqual({ cobrado: 0, estornado: 0, saldo: 0 });
    const next = await syndic.get(CHARGES, { mes: '2024-11' });
    expect([next.statusCode, next.json().message]).toEqual([400, CM.monthInFuture]);
    const report = await syndic.get(`${CHARGES}/relatorio/CSV`, { mes: '2025-01' });
    expect([report.statusCode, report.json().message]).toEqual([400, CM.monthInFuture]);
    const old = await syndic.get(`${CHARGES}/relatorio/PDF`, { mes: '2014-12' });
    expect([old.statusCode, old.json().message]).toEqual([400, CM.monthTooOld]);
    const type = await syndic.get(`${CHARGES}/relatorio/XLS`, { mes: '2023-12' });
    expect([type.statusCode, type.json().message]).toEqual([400, CM.reportTypeInvalid]);
    expect(monthWindow(1001, '2015-01', new Date('2024-10-01T12:00:00Z'))).toEqual({
      idCondo: 1001,
      from: fromLocal('2015-01-01'),
      to: fromLocal('2015-02-01'),
    });
    expect(monthWindow(1001, '2023-12', new Date('2024-10-01T12:00:00Z')).to).toEqual(fromLocal('2024-01-01'));
  });

  test('CSV de dezembro: cada linha com data local, unidade, descrição, tipo e valor sem sinal', async () => {
    const res = await syndic.get(`${CHARGES}/relatorio/CSV`, { mes: '2023-12' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cobrancas-reservas-2023-12.csv"');
    expect(
      res.body
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'Lançado em;Unidade;Descrição;Tipo;Valor',
      '01/12/2023 00:00;Bloco A - 101;Taxa de utilização: Quadra Poliesportiva dec1;Cobrança;R$ 80,00',
      '15/12/2023 10:00;Bloco B - 302;Taxa de utilização: Quadra Poliesportiva dec2;Cobrança;R$ 50,00',
      '31/12/2023 23:59;Bloco B - 302;Estorno: Taxa de utilização: Quadra Poliesportiva dec3;Estorno;R$ 30,00',
    ]);
  });

  test('PDF de dezembro: título, condomínio, mês, linhas, totais, página e hora de geração; um mês vazio diz que não há cobrança', async () => {
    const res = await syndic.get(`${CHARGES}/relatorio/PDF`, { mes: '2023-12' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="cobrancas-reservas-2023-12.pdf"');
    const text = pdfText(res.rawPayload);
    expect(text.split('\n')).toContain('Mês: DEZ/2023');
    for (const words of [
      CM.reportTitle,
      `${condo.referencia} - ${condo.nome}`,
      'Mês: DEZ/2023',
      'Gerado em 01/10/2024 09:00',
      'Página 1 de 1',
      'Lançamentos: 3   Cobrado: R$ 130,00   Estornado: R$ 30,00   Saldo: R$ 100,00',
      '31/12/2023 23:59',
      'Bloco B - 302',
      'Estorno: Taxa de utilização: Quadra Poliesportiva dec3',
      'R$ 30,00',
    ])
      expect(text).toContain(words);
    expect(text.split('\n')).not.toContain('-R$ 30,00');
    const empty = pdfText((await syndic.get(`${CHARGES}/relatorio/PDF`, { mes: '2024-02' })).rawPayload);
    expect(empty).toContain(CM.empty);
    expect(empty).toContain('Mês: FEV/2024');
    expect(empty).toContain('Lançamentos: 0   Cobrado: R$ 0,00   Estornado: R$ 0,00   Saldo: R$ 0,00');
  });

  test('os relatórios leem o mês em lotes: todas as linhas, na ordem, sem repetir, qualquer que seja o tamanho do lote', async () => {
    const window = monthWindow(1001, '2023-12', new Date('2024-10-01T12:00:00Z'));
    const batches = async (size: number) => {
      const out: number[][] = [];
      for await (const batch of chargeBatches(t.db, window, size)) out.push(batch.map((l) => l.id));
      return out;
    };
    expect(await batches(1)).toEqual([[ids.dec1], [ids.dec2], [ids.dec3]]);
    expect(await batches(2)).toEqual([[ids.dec1, ids.dec2], [ids.dec3]]);
    expect(await batches(3)).toEqual([[ids.dec1, ids.dec2, ids.dec3]]);
    expect(await batches(2000)).toEqual([[ids.dec1, ids.dec2, ids.dec3]]);
    const empty = monthWindow(1001, '2024-02', new Date('2024-10-01T12:00:00Z'));
    const none: unknown[] = [];
    for await (const batch of chargeBatches(t.db, empty)) none.push(batch);
    expect(none).toEqual([]);
  });
});
