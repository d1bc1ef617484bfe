import { INSTRUCTION_MESSAGES as M } from '@portaria/shared/desk/instructions.messages';
import type { Instruction } from '@portaria/shared/desk/instructions.schemas';
import type { UnitPage } from '@portaria/shared/desk/desk.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, instrucoesUnidade, timelineEvents } from '../../db/schema/index.ts';
import { createFixture, type AreaClient, type Fixture } from '../../test/fixture.ts';

const NOW = new Date('2026-11-29T15:00:00.000Z');

describe('instruções da unidade: registrar, ver na página da unidade, encerrar e o histórico', () => {
  let t: Fixture;
  let a: AreaClient;
  let b: AreaClient;
  const path = (idUnidade: number) => `/portaria/unidades/${idUnidade}/instrucoes`;
  const create = (idUnidade: number, body: Record<string, unknown>) => a.post(path(idUnidade), body);

  beforeAll(async () => {
    t = await createFixture({ now: NOW });
    a = t.client(t.tokens.a);
    b = t.client(t.tokens.b);
  });
  afterAll(() => t.close());

  test('vigente, futura e expirada: a página da unidade mostra as duas primeiras; auditoria e linha do tempo juntas', async () => {
    const unit = t.units.a101;
    const current = await create(unit, {
      tipo: 'VIAJANDO',
      texto: 'Família viajando até domingo',
      inicio: '2026-11-28',
      fim: '2026-12-06',
    });
    expect(current.statusCode, current.body).toBe(201);
    expect(current.json<Instruction>()).toMatchObject({
      tipo: 'VIAJANDO',
      status: 'VIGENTE',
      autor: 'Carlos Eduardo Souza',
      encerradaEm: null,
    });
    const future = await create(unit, {
      tipo: 'DEIXAR_ENCOMENDAS',
      texto: 'Deixar com a vizinha da 102',
      inicio: '2026-12-10',
    });
    expect(future.json<Instruction>()).toMatchObject({ status: 'FUTURA', fim: null });
    const id = current.json<Instruction>().id;
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.acao, 'instrucao.criar'), eq(auditLog.idEntidade, String(id))));
    expect(audit).toMatchObject({ idCondo: 1001, entidade: 'instrucao_unidade' });
    const [line] = await t.db
      .select()
      .from(timelineEvents)
      .where(and(eq(timelineEvents.entidade, 'instrucao_unidade'), eq(timelineEvents.idEntidade, String(id))));
    expect(line).toMatchObject({ atividade: 'Instrução da unidade: Viajando', idUnidade: unit, area: 'instrucoes' });

    // An instruction whose last day passed (the API refuses to write one): it stays in the history only.
    await t.db.insert(instrucoesUnidade).values({
      idCondo: 1001,
      idUnidade: unit,
      tipo: 'OUTRO',
      texto: 'Obra no banheiro',
      inicio: '2026-11-18',
      fim: '2026-11-22',
      criadaEm: new Date('2026-11-18T12:00:00.000Z'),
    });
    const page = (await a.get(`/portaria/unidades/${unit}`)).json<UnitPage>();
    expect(page.instrucoes.map((i) => [i.tipo, i.status])).toEqual([
      ['VIAJANDO', 'VIGENTE'],
      ['DEIXAR_ENCOMENDAS', 'FUTURA'],
    ]);
    const history = (await a.get(path(unit))).json<{ data: Instruction[] }>().data;
    expect(history.map((i) => i.status)).toEqual(['FUTURA', 'VIGENTE', 'EXPIRADA']);
    // What every flow shows once the unit is chosen: the same as the page, for any staff role; not another's unit.
    const shown = await a.get(`/portaria/unidades/${unit}/instrucoes/vigentes`);
    expect(shown.json<{ data: Instruction[] }>().data).toEqual(page.instrucoes);
    expect((await b.get(`/portaria/unidades/${unit}/instrucoes/vigentes`)).statusCode).toBe(404);
  });

  test('encerrar tira da página e fica no histórico com quem encerrou; de novo é 409', async () => {
    const unit = t.units.b302;
    const created = (
      await create(unit, { tipo: 'NAO_PERMITIR_VISITAS', texto: 'Só com autorização do morador', inicio: '2026-11-29' })
    ).json<Instruction>();
    const ended = await a.post(`/portaria/instrucoes/${created.id}/encerrar`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<Instruction>()).toMatchObject({ status: 'ENCERRADA', encerradaPor: 'Carlos Eduardo Souza' });
    const page = (await a.get(`/portaria/unidades/${unit}`)).json<UnitPage>();
    expect(page.instrucoes.map((i) => i.id)).not.toContain(created.id);
    const history = (await a.get(path(unit))).json<{ data: Instruction[] }>().data;
    expect(history.find((i) => i.id === created.id)?.status).toBe('ENCERRADA');
    const again = await a.post(`/portaria/instrucoes/${created.id}/encerrar`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.alreadyEnded });
  });

  test('dados inválidos: tipo, texto, período invertido ou já passado; outro condomínio é 404', async () => {
    const unit = t.units.a101;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ tipo: 'FESTA', texto: 'x', inicio: '2026-11-29' }, 400, M.typeInvalid],
      [{ tipo: 'OUTRO', texto: '   ', inicio: '2026-11-29' }, 400, M.textRequired],
      [{ tipo: 'OUTRO', texto: 'x'.repeat(501), inicio: '2026-11-29' }, 400, M.textTooLong],
      [{ tipo: 'OUTRO', texto: 'x', inicio: '2026-11-29', fim: '2026-11-28' }, 400, M.untilBeforeFrom],
      [{ tipo: 'OUTRO', texto: 'x', inicio: '2026-11-01', fim: '2026-11-28' }, 422, M.untilInPast],
    ];
    for (const [body, status, message] of cases) {
      const res = await create(unit, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json()).toEqual({ message });
    }
    const created = (
      await create(unit, { tipo: 'OUTRO', texto: 'Chaves na portaria', inicio: '2026-11-29' })
    ).json<Instruction>();
    expect((await b.post(`/portaria/instrucoes/${created.id}/encerrar`)).statusCode).toBe(404);
    expect((await b.get(path(unit))).statusCode).toBe(404);
    expect((await b.post(path(unit), { tipo: 'OUTRO', texto: 'x', inicio: '2026-11-29' })).statusCode).toBe(404);
  });
});
