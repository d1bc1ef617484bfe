import { describe, expect, test } from 'vitest';
import { clearSession, getSession, isAuthenticated, markSessionExpired, updateSession } from './session';

const NOW = new Date('2026-11-21T15:00:00-03:00');
const stored = (validUntil: string | null, token: string | null = 'token') => {
  updateSession({ token, validUntil, validFrom: '2026-11-21T08:00:00-03:00' });
  return getSession();
};

describe('sessão do porteiro', () => {
  test('autenticada com token e validade ainda não vencida', () => {
    expect(isAuthenticated(stored('2026-11-21T20:00:00-03:00'), NOW)).toBe(true);
  });

  test('ainda autenticada no exato instante da validade', () => {
    expect(isAuthenticated(stored('2026-11-21T15:00:00-03:00'), NOW)).toBe(true);
  });

  test('sem token ou sem validade não há sessão', () => {
    expect(isAuthenticated(stored('2026-11-21T20:00:00-03:00', null), NOW)).toBe(false);
    clearSession();
    expect(isAuthenticated(stored(null), NOW)).toBe(false);
  });

  test('validade vencida encerra a sessão', () => {
    expect(isAuthenticated(stored('2026-11-21T14:59:59-03:00'), NOW)).toBe(false);
  });

  test('token marcado como expirado encerra a sessão mesmo dentro da validade', () => {
    stored('2026-11-21T20:00:00-03:00');
    markSessionExpired();
    expect(getSession().expired).toBe(true);
    expect(isAuthenticated(getSession(), NOW)).toBe(false);
  });

  test('valores ficam no sessionStorage, um por chave, e saem todos no logout', () => {
    updateSession({ token: 't', condominiumId: 1001, condominium: { nome: 'X', idCondo: 1001, referencia: 4521 } });
    expect(sessionStorage.getItem('token')).toBe('t');
    expect(sessionStorage.getItem('condominiumId')).toBe('1001');
    expect(JSON.parse(sessionStorage.getItem('condominium') ?? '{}')).toMatchObject({ referencia: 4521 });
    clearSession();
    expect(sessionStorage.length).toBe(0);
    expect(getSession().token).toBeNull();
  });

  test('o fim da sessão leva os valores dela e deixa o que é de cada pessoa (rascunhos, decisão 105)', () => {
    updateSession({ token: 't', condominiumId: 1001 });
    sessionStorage.setItem('portaria:1:1001:draft:correspondence.parcel.91', '{"destinatario":"Ana"}');
    sessionStorage.setItem('outra-coisa', 'x');
    clearSession();
    expect(Object.keys(sessionStorage)).toEqual(['portaria:1:1001:draft:correspondence.parcel.91']);
    expect(getSession().token).toBeNull();
  });
});
