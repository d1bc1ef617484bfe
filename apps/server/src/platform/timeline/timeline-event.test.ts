import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Database } from '../../db/client.ts';
import { condominios, timelineEvents } from '../../db/schema/index.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { readDataVersion } from '../lists/data-version.repository.ts';
import { appendTimelineEvent } from './timeline.repository.ts';

const CONDO = 6001;

/** Spec 02 §2.5: one event per change, written by the platform with what the area declared. */
describe('evento da linha do tempo', () => {
  let db: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const handle = await createTestDatabase();
    db = handle.db;
    close = handle.close;
    await db
      .insert(condominios)
      .values({ idCondo: CONDO, referencia: 6001, nome: 'Residencial Tempo', nomeFantasia: 'Tempo' });
  });
  afterAll(() => close());

  test('um evento da linha do tempo é gravado com os seus campos e move a versão da linha do tempo', async () => {
    const before = await readDataVersion(db, CONDO, 'linhadotempo');
    const at = new Date('2024-10-01T13:00:00.000Z');
    await appendTimelineEvent(db, {
      idCondo: CONDO,
      area: 'veiculos',
      atividade: 'Veículo cadastrado (ABC1D23)',
      at,
      ate: new Date('2024-10-01T14:00:00.000Z'),
      idUnidade: null,
      nmPessoa: 'Ana Souza',
      entidade: 'veiculo',
      idEntidade: 42,
    });
    await appendTimelineEvent(db, { idCondo: CONDO, area: 'veiculos', atividade: 'Só o mínimo', at });
    expect(await readDataVersion(db, CONDO, 'linhadotempo')).toBe(before + 2);
    const rows = await db
      .select()
      .from(timelineEvents)
      .where(eq(timelineEvents.idCondo, CONDO))
      .orderBy(timelineEvents.id);
    expect(
      rows.map(({ area, atividade, dtInicio, dtFim, idUnidade, nmPessoa, idUsuario, entidade, idEntidade }) => ({
        area,
        atividade,
        dtInicio,
        dtFim,
        idUnidade,
        nmPessoa,
        idUsuario,
        entidade,
        idEntidade,
      })),
    ).toEqual([
      {
        area: 'veiculos',
        atividade: 'Veículo cadastrado (ABC1D23)',
        dtInicio: at,
        dtFim: new Date('2024-10-01T14:00:00.000Z'),
        idUnidade: null,
        nmPessoa: 'Ana Souza',
        idUsuario: null,
        entidade: 'veiculo',
        idEntidade: '42',
      },
      {
        area: 'veiculos',
        atividade: 'Só o mínimo',
        dtInicio: at,
        dtFim: null,
        idUnidade: null,
        nmPessoa: null,
        idUsuario: null,
        entidade: null,
        idEntidade: null,
      },
    ]);
  });
});
