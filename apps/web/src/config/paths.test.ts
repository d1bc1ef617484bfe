import { describe, expect, test } from 'vitest';
import { documentTitleOf, paths } from './paths';

describe('título da aba do navegador', () => {
  test('cada tela tem o seu, antes do nome do produto', () => {
    expect(documentTitleOf(paths.login.path)).toBe('Início · Portaria');
    expect(documentTitleOf(paths.dashboard.path)).toBe('Painel · Portaria');
    expect(documentTitleOf(paths.createAccount.path)).toBe('Criar conta · Portaria');
    expect(documentTitleOf(paths.preRegistration.path)).toBe('Pré-cadastro · Portaria');
    expect(documentTitleOf('/convite/abc123')).toBe('Convite · Portaria');
  });

  test('os títulos não se repetem', () => {
    const titles = Object.values(paths).map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('um caminho sem tela própria fica com o nome do produto', () => {
    expect(documentTitleOf('/nao-existe')).toBe('Portaria');
  });
});
