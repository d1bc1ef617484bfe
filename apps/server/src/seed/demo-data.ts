import { completeCpf, foldText, isValidCpf, isValidPhone } from '@portaria/shared';
import { LAST_NAMES, NAMES } from './names.ts';
import { createRandom, type Random } from './random.ts';

export type DemoResident = {
  cpf: string;
  nome: string;
  email: string;
  telefone: string;
  perfil: 'morar.morador' | 'morar.inquilino';
};
export type DemoUnit = { nome: string; pessoas: DemoResident[] };
export type DemoBlock = { nome: string; unidades: DemoUnit[] };

const makeCpf = (random: Random, taken: Set<string>): string => {
  for (;;) {
    const cpf = completeCpf(random.digits(9));
    if (isValidCpf(cpf) && !taken.has(cpf)) {
      taken.add(cpf);
      return cpf;
    }
  }
};

const makePhone = (random: Random): string => {
  for (;;) {
    const phone = `11${9}${random.int(6, 9)}${random.digits(7)}`;
    if (isValidPhone(phone)) return phone;
  }
};

const makeResident = (random: Random, taken: Set<string>, lastName: string, index: number): DemoResident => {
  const gender = random.next() < 0.5 ? NAMES.male : NAMES.female;
  const first = random.pick(gender.first);
  const middle = random.next() < 0.5 ? ` ${random.pick(gender.middle.filter((m) => m !== first))}` : '';
  const extra = random.next() < 0.4 ? `${random.pick(LAST_NAMES)} ` : '';
  const nome = `${first}${middle} ${extra}${lastName}`;
  const email = foldText(`${first}.${lastName}${random.int(1, 99)}@email.com.br`).replace(/\s+/g, '');
  return {
    cpf: makeCpf(random, taken),
    nome,
    email,
    telefone: makePhone(random),
    perfil: index === 0 && random.next() < 0.3 ? 'morar.inquilino' : 'morar.morador',
  };
};

const unitNames = (count: number, perFloor: number): string[] =>
  Array.from({ length: count }, (_, i) => `${Math.floor(i / perFloor) + 1}0${(i % perFloor) + 1}`);

/** Builds blocks with 1-3 residents per unit; the same seed gives the same people every time. */
export const buildBlocks = (
  seed: number,
  blocks: { nome: string; units: number }[],
  taken: Set<string>,
): DemoBlock[] => {
  const random = createRandom(seed);
  return blocks.map((block) => ({
    nome: block.nome,
    unidades: unitNames(block.units, 4).map((nome) => {
      const lastName = random.pick(LAST_NAMES);
      const count = random.int(1, 3);
      return { nome, pessoas: Array.from({ length: count }, (_, i) => makeResident(random, taken, lastName, i)) };
    }),
  }));
};
