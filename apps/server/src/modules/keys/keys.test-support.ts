import { localDateTime } from '@portaria/shared/common/day';
import type { Key, KeyMovement } from '@portaria/shared/keys/keys.schemas';
import { expect } from 'vitest';
import { pessoas } from '../../db/schema/index.ts';
import type { AreaClient, Fixture } from '../../test/fixture.ts';
import { MARIA, contextToken } from '../../test/helpers.ts';
import { makeCpf } from '../../test/bad-input-fixtures.ts';

export const HOUR = 3_600_000;

/** 'YYYY-MM-DDTHH:mm' on São Paulo's clock, `hours` from the fixture's now (the form's value). */
export const inHours = (t: Fixture, hours: number) =>
  localDateTime(new Date(t.clock.now().getTime() + hours * HOUR)).slice(0, 16);

/** The syndic of 1001 (manageKeys) and Carlos, the doorkeeper (keys only). */
export const syndicOf = async (t: Fixture) => t.client(await contextToken(t.app, MARIA, 1001));

let made = 0;
export const newKey = async (syndic: AreaClient, values: Record<string, unknown> = {}): Promise<Key> => {
  const res = await syndic.post('/chaves', { nome: `Chave de teste ${++made}`, local: 'Térreo', ...values });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Key>();
};

export const provider = (t: Fixture, hours = 2, nome = 'Jorge Mendes') => ({
  tipoPortador: 'PRESTADOR',
  portadorNome: nome,
  portadorDocumento: '23.456.789-0',
  devolucaoPrevista: inHours(t, hours),
});

export const checkOut = async (client: AreaClient, idChave: number, body: Record<string, unknown>) => {
  const res = await client.post(`/chaves/${idChave}/retiradas`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<KeyMovement>();
};

let people = 34_000;
/** A resident of the unit with an e-mail and a phone, so a reminder has somewhere to go. */
export const newResident = async (t: Fixture, idUnidade: number, nome: string) => {
  const [row] = await t.db
    .insert(pessoas)
    .values({
      idUnidade,
      cpf: makeCpf(++people),
      nome,
      email: 'morador.chave@exemplo.com.br',
      telefone: '11987651234',
    })
    .returning({ id: pessoas.id });
  return row!.id;
};
