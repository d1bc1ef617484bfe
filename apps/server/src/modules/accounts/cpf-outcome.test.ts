import { describe, expect, test } from 'vitest';
import { flagsOf, maskedContacts, newUserOf, outcomeOf, phonesOf } from './cpf-check.ts';
import type { Account } from './two-factor.repository.ts';

const account = (extra: Partial<Account> = {}): Account => ({
  id: 1,
  nome: '  Joana   Batista Lima',
  email: 'joana.lima@exemplo.com',
  telefone: '11987654321',
  senhaHash: null,
  roles: ['PORTEIRO'],
  ...extra,
});

describe('o que o passo do CPF responde a cada pessoa (especificação 01 §4)', () => {
  test('cadastro: porteiro ou zelador sem senha segue; com senha já é cadastrado; síndico usa o portal; os outros não são encontrados', () => {
    expect(outcomeOf(account(), 'registration')).toBe('PROCEED');
    expect(outcomeOf(account({ roles: ['ZELADOR'] }), 'registration')).toBe('PROCEED');
    expect(outcomeOf(account({ roles: ['RH_SENIOR'] }), 'registration')).toBe('PROCEED');
    expect(outcomeOf(account({ senhaHash: 'h' }), 'registration')).toBe('ALREADY_REGISTERED');
    expect(outcomeOf(account({ roles: ['SINDICO', 'PORTEIRO'], senhaHash: 'h' }), 'registration')).toBe(
      'SYNDIC_USE_PORTAL',
    );
    expect(outcomeOf(account({ roles: ['MORADOR'] }), 'registration')).toBe('NOT_FOUND');
    expect(outcomeOf(account({ roles: [] }), 'registration')).toBe('NOT_FOUND');
    expect(outcomeOf(null, 'registration')).toBe('NOT_FOUND');
    expect(outcomeOf(account({ telefone: null }), 'registration')).toBe('NO_PHONE');
    expect(outcomeOf(account({ telefone: '11111111111' }), 'registration')).toBe('NO_PHONE');
  });

  test('recuperação: só quem tem senha e é porteiro, zelador ou RH segue; o síndico usa o portal', () => {
    expect(outcomeOf(account({ senhaHash: 'h' }), 'recovery')).toBe('PROCEED');
    expect(outcomeOf(account({ senhaHash: 'h', roles: ['RH_SENIOR'] }), 'recovery')).toBe('PROCEED');
    expect(outcomeOf(account(), 'recovery')).toBe('NOT_REGISTERED');
    expect(outcomeOf(null, 'recovery')).toBe('NOT_REGISTERED');
    expect(outcomeOf(account({ senhaHash: 'h', roles: ['SINDICO'] }), 'recovery')).toBe('SYNDIC_USE_PORTAL');
    expect(outcomeOf(account({ senhaHash: 'h', roles: ['MORADOR'] }), 'recovery')).toBe('NOT_FOUND');
    expect(outcomeOf(account({ senhaHash: 'h', telefone: '' }), 'recovery')).toBe('NO_PHONE');
  });

  test('as flags seguem os papéis e a senha', () => {
    expect(flagsOf(null)).toEqual({
      hasLogin: false,
      hasLoginSindico: false,
      hasPorteiro: false,
      hasRhSenior: false,
      additional: { hasLogin: false },
    });
    expect(flagsOf(account({ senhaHash: 'h', roles: ['SINDICO', 'ZELADOR', 'RH_SENIOR'] }))).toEqual({
      hasLogin: true,
      hasLoginSindico: true,
      hasPorteiro: true,
      hasRhSenior: true,
      additional: { hasLogin: true },
    });
  });

  test('só um celular válido recebe SMS, e ele sai mascarado com os dados da pessoa', () => {
    expect(phonesOf(account())).toEqual([{ key: 'tel-1', phone: '11987654321' }]);
    expect(phonesOf(account({ telefone: '123' }))).toEqual([]);
    expect(phonesOf(null)).toEqual([]);
    expect(maskedContacts(phonesOf(account()))).toEqual([{ key: 'tel-1', value: '(11) *****-4321' }]);
    expect(newUserOf(account(), '390.533.447-05')).toEqual({
      name: 'Joana',
      email: 'jo***@exemplo.com',
      cpf: '39*******05',
      phones: [{ key: 'tel-1', value: '(11) *****-4321' }],
    });
    expect(newUserOf(account({ email: null, telefone: null }), '39053344705')).toMatchObject({
      email: null,
      phones: [],
    });
  });

  test('a ordem das regras: síndico antes de senha, papel antes de telefone', () => {
    expect(outcomeOf(account({ roles: ['SINDICO'] }), 'registration')).toBe('SYNDIC_USE_PORTAL');
    expect(outcomeOf(account({ roles: ['MORADOR'], senhaHash: 'h' }), 'registration')).toBe('ALREADY_REGISTERED');
    expect(outcomeOf(account({ roles: ['MORADOR'], telefone: null }), 'registration')).toBe('NOT_FOUND');
    expect(outcomeOf(account({ roles: ['SINDICO', 'PORTEIRO'], senhaHash: 'h' }), 'recovery')).toBe('PROCEED');
    expect(outcomeOf(account({ roles: ['MORADOR'], senhaHash: 'h', telefone: null }), 'recovery')).toBe('NOT_FOUND');
    expect(flagsOf(account({ roles: ['ZELADOR'] }))).toMatchObject({
      hasPorteiro: true,
      hasRhSenior: false,
      hasLoginSindico: false,
    });
    expect(flagsOf(account({ roles: ['RH_SENIOR'] }))).toMatchObject({ hasPorteiro: false, hasRhSenior: true });
  });

  test('e-mail curto, sem arroba ou vazio e nome de uma palavra também saem mascarados', () => {
    expect(newUserOf(account({ nome: 'Joana', email: 'joana' }), '39053344705')).toMatchObject({
      name: 'Joana',
      email: 'jo***@',
    });
    expect(newUserOf(account({ email: 'a@b.com' }), '39053344705').email).toBe('a***@b.com');
    expect(newUserOf(account({ email: '' }), '39053344705').email).toBeNull();
  });
});
