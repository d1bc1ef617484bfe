import { VISITOR_MESSAGES as VM } from '@portaria/shared/access-control/visitors.messages';
import { addDays, todayIn } from '@portaria/shared/common/day';
import type { SearchResult, UnitPage } from '@portaria/shared/desk/desk.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { visitanteUnidades } from '../../db/schema/index.ts';
import { makeCpf } from '../../test/bad-input-fixtures.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';
import { api, parcel } from '../correspondence/correspondence.test-support.ts';

type PickupItem = { morador: { idAutorizado?: number | null; nome: string }; tipoAcesso: string };

/**
 * Issue 32 item 4: the people a unit authorises to collect its parcels are its visitors with that leave (and a
 * relation, a last day). They are listed where the desk picks who collects, found by the search, shown on the unit
 * page; the release takes them; past their last day, none of that.
 */
describe('pessoas autorizadas a retirar encomendas da unidade', () => {
  let f: Fixture;
  let desk: AreaClient;
  let unit: number;
  let today = '';
  let n = 9400;

  /** A visitor of the unit through the desk's own route: "call the unit" to come in, and the parcels' leave. */
  const authorise = (nome: string, idUnidade: number, extra: Record<string, unknown> = {}) =>
    desk.post('/controleacesso/visitantecomautorizacao', {
      visitanteUnidade: {
        visitante: { nome, cpf: makeCpf(++n), visitanteTipo: 'VISITANTE' },
        unidades: [{ id: idUnidade }],
        parentesco: 'Sobrinha',
        retiraEncomendas: true,
        ...extra,
      },
      autorizacao: { tipoAutorizacao: 'INTERFONAR' },
    });
  const pickupNames = async (idUnidade: number) =>
    ((await api(f.app, f.tokens.a).residents(idUnidade)).json() as { data: PickupItem[] }).data
      .filter((i) => i.tipoAcesso === 'AUTORIZADO')
      .map((i) => i.morador.nome);

  beforeAll(async () => {
    f = await createFixture();
    desk = f.client(f.tokens.a);
    today = todayIn(f.clock.now());
    unit = f.units.a101;
  });
  afterAll(() => f.close());

  test('com a licença, quem só interfona entra na lista de quem retira, na busca e na página da unidade, com a relação', async () => {
    const created = await authorise('Lívia Retira Sempre', unit, { retiraAte: addDays(today, 30) });
    expect(created.statusCode, created.body).toBe(201);
    const plain = await authorise('Caio Só Interfona', unit, { retiraEncomendas: false });
    expect(plain.statusCode, plain.body).toBe(201);

    const names = await pickupNames(unit);
    expect(names).toContain('Lívia Retira Sempre');
    expect(names).not.toContain('Caio Só Interfona');

    const found = (await desk.get('/portaria/busca', { q: 'livia retira' })).json<SearchResult>();
    expect(found.pessoas).toEqual([
      expect.objectContaining({ tipo: 'AUTORIZADO', nome: 'Lívia Retira Sempre', perfil: 'Sobrinha', idUnidade: unit }),
    ]);
    expect((await desk.get('/portaria/busca', { q: 'caio interfona' })).json<SearchResult>().pessoas).toEqual([]);

    const page = (await desk.get(`/portaria/unidades/${unit}`)).json<UnitPage>();
    expect(page.autorizados).toContainEqual(
      expect.objectContaining({
        nome: 'Lívia Retira Sempre',
        parentesco: 'Sobrinha',
        tipoAutorizacao: null,
        retiraEncomendas: true,
        retiraAte: addDays(today, 30),
      }),
    );
    expect(page.autorizados!.map((p) => p.nome)).not.toContain('Caio Só Interfona');
  });

  test('a retirada aceita quem tem a licença; vencida, ela some da lista e a retirada é recusada', async () => {
    const res = await authorise('Marta Retira Ontem', unit);
    const { idVisitanteUnidade, idVisitante } = res.json<{ idVisitanteUnidade: number; idVisitante: number }>();
    const first = (await api(f.app, f.tokens.a).register(parcel(unit))).json().id as number;
    const ok = await api(f.app, f.tokens.a).release({ id: first, moradorRetirada: { idAutorizado: idVisitante } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data[0]).toMatchObject({ status: 'RETIRADA', moradorRetirada: { nome: 'Marta Retira Ontem' } });

    // Her leave ended yesterday (written as another desk would have left it).
    await f.db
      .update(visitanteUnidades)
      .set({ retiraAte: addDays(today, -1) })
      .where(eq(visitanteUnidades.id, idVisitanteUnidade));
    expect(await pickupNames(unit)).not.toContain('Marta Retira Ontem');
    const second = (await api(f.app, f.tokens.a).register(parcel(unit))).json().id as number;
    const refused = await api(f.app, f.tokens.a).release({
      id: second,
      moradorRetirada: { idAutorizado: idVisitante },
    });
    expect(refused.statusCode).toBe(400);
  });

  test('último dia no passado é 422; último dia sem a licença é 400, cada um com a sua mensagem', async () => {
    const past = await authorise('Nina Data Passada', unit, { retiraAte: addDays(today, -1) });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe(VM.collectUntilPast);
    const alone = await authorise('Otto Sem Licença', unit, { retiraEncomendas: false, retiraAte: addDays(today, 3) });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().message).toBe(VM.collectUntilAlone);
  });

  test('pelo nome e a unidade ("rebeca 101"), também depois de renomeada; vínculo desativado não aparece', async () => {
    const search = async (q: string) => (await desk.get('/portaria/busca', { q })).json<SearchResult>();
    const body = (nome: string, idVisitanteUnidade?: number) => ({
      visitanteUnidade: {
        ...(idVisitanteUnidade ? { idVisitanteUnidade } : {}),
        visitante: { nome, cpf: makeCpf(9399), visitanteTipo: 'VISITANTE' },
        unidades: [{ id: unit }],
        parentesco: 'Prima',
        retiraEncomendas: true,
      },
      autorizacao: { tipoAutorizacao: 'INTERFONAR' },
    });
    const created = await desk.post('/controleacesso/visitantecomautorizacao', body('Rebeca Nome Antigo'));
    expect(created.statusCode, created.body).toBe(201);
    const { idVisitanteUnidade, idVisitante } = created.json<{ idVisitanteUnidade: number; idVisitante: number }>();
    const found = await search('rebeca 101');
    expect(found.pessoas).toEqual([
      expect.objectContaining({ tipo: 'AUTORIZADO', nome: 'Rebeca Nome Antigo', perfil: 'Prima', idUnidade: unit }),
    ]);
    expect(found.visitantes!.map((v) => v.idVisitante)).toEqual([idVisitante]);
    // Another unit's number with her name finds neither her nor her visitor link.
    expect(await search('rebeca 302')).toMatchObject({ pessoas: [], visitantes: [] });

    // Renamed through the desk's own edit: the unit's links carry the new text (migration 0053's triggers).
    const renamed = await desk.put(
      '/controleacesso/visitantecomautorizacao',
      body('Rebeca Nome Novo', idVisitanteUnidade),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await search('novo 101')).pessoas!.map((p) => p.nome)).toEqual(['Rebeca Nome Novo']);
    expect((await search('novo 101')).visitantes!.map((v) => v.idVisitante)).toEqual([idVisitante]);
    expect(await search('antigo 101')).toMatchObject({ pessoas: [], visitantes: [] });

    await f.db.update(visitanteUnidades).set({ ativo: false }).where(eq(visitanteUnidades.id, idVisitanteUnidade));
    expect(await search('novo 101')).toMatchObject({ pessoas: [], visitantes: [] });
  });

  test('outro condomínio não vê a pessoa autorizada na busca nem na lista de quem retira', async () => {
    await authorise('Paula Licença Privada', unit);
    const other = f.client(f.tokens.b);
    expect((await other.get('/portaria/busca', { q: 'paula licenca' })).json<SearchResult>().pessoas).toEqual([]);
    expect((await api(f.app, f.tokens.b).residents(unit)).statusCode).toBe(404);
  });
});
