import { describe, expect, test } from 'vitest';
import { AUDIT_ACTIONS } from '../common/audit-actions.ts';
import {
  AUDIT_ACTION_LABELS,
  auditActionLabel,
  auditAreaLabel,
  auditChanges,
  auditChangesText,
  auditValueText,
} from './audit.labels.ts';
import { auditListQuerySchema } from './audit.schemas.ts';
import { AUDIT_MESSAGES as M } from './audit.messages.ts';

describe('rótulos do registro de auditoria', () => {
  test('toda ação do catálogo tem um rótulo em pt-BR, e nenhum rótulo sobra', () => {
    const missing = AUDIT_ACTIONS.filter((acao) => !AUDIT_ACTION_LABELS[acao]?.trim());
    expect(missing).toEqual([]);
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(new Set(Object.values(AUDIT_ACTION_LABELS)).size).toBe(AUDIT_ACTIONS.length);
  });

  test('ação e área sem rótulo aparecem pelo nome gravado', () => {
    expect(auditActionLabel('correspondencia.cadastrar')).toBe('Cadastrou correspondência');
    expect(auditActionLabel('teste.fazer')).toBe('teste.fazer');
    expect(auditAreaLabel('veiculo')).toBe('Veículos');
    expect(auditAreaLabel('teste')).toBe('teste');
  });

  test('edições mostram antes e depois, primeiro; os outros detalhes como fatos', () => {
    const changes = auditChanges({
      placa: 'ABC1D23',
      nome: { antes: 'Bloco A', depois: 'Bloco Z' },
      alteracoes: { cor: { antes: 'PRETO', depois: 'BRANCO' }, vagaAlugada: { antes: false, depois: true } },
      campos: ['telefone', 'email'],
      nomeFantasia: { antes: null, depois: 'Jardim' },
    });
    expect(changes).toEqual([
      { tipo: 'edicao', campo: 'nome', rotulo: 'Nome', antes: 'Bloco A', depois: 'Bloco Z' },
      { tipo: 'edicao', campo: 'cor', rotulo: 'Cor', antes: 'PRETO', depois: 'BRANCO' },
      { tipo: 'edicao', campo: 'vagaAlugada', rotulo: 'Vaga alugada', antes: 'Não', depois: 'Sim' },
      { tipo: 'edicao', campo: 'nomeFantasia', rotulo: 'Nome fantasia', antes: '—', depois: 'Jardim' },
      { tipo: 'valor', campo: 'placa', rotulo: 'Placa', valor: 'ABC1D23' },
      { tipo: 'valor', campo: 'campos', rotulo: 'Campos alterados', valor: 'telefone, email' },
    ]);
    expect(auditChangesText(changes.slice(0, 1).concat(changes.slice(4, 5)))).toBe(
      'Nome: Bloco A → Bloco Z | Placa: ABC1D23',
    );
    expect(auditChanges(null)).toEqual([]);
    expect(auditChanges({ campoNovo: 3 })).toEqual([
      { tipo: 'valor', campo: 'campoNovo', rotulo: 'campoNovo', valor: '3' },
    ]);
  });

  test('valores: sim e não, vazio, listas e objetos', () => {
    expect(auditValueText(true)).toBe('Sim');
    expect(auditValueText('')).toBe('—');
    expect(auditValueText([])).toBe('—');
    expect(auditValueText({ a: 1 })).toBe('{"a":1}');
  });
});

describe('filtros do registro de auditoria', () => {
  test('período invertido, área e ação fora do catálogo e cursor alheio são recusados em pt-BR', () => {
    const messages = (query: Record<string, string>) =>
      auditListQuerySchema.safeParse(query).error?.issues.map((i) => i.message) ?? [];
    expect(messages({ dataDe: '2024-10-02', dataAte: '2024-10-01' })).toEqual([M.periodInverted]);
    expect(messages({ entidade: 'nada' })).toEqual([M.areaInvalid]);
    expect(messages({ acao: 'nada.fazer' })).toEqual([M.actionInvalid]);
    expect(messages({ apos: 'abc' })).toEqual([M.cursorInvalid]);
    expect(messages({ todos: 'sim' })).toEqual([M.flagInvalid]);
  });

  test('sem filtros: janela de 50 do condomínio do token', () => {
    expect(auditListQuerySchema.parse({})).toEqual({ limite: 50, todos: false });
    expect(
      auditListQuerySchema.parse({ todos: 'true', idUsuario: '7', dataDe: '2024-10-01', dataAte: '2024-10-01' }),
    ).toEqual({
      limite: 50,
      todos: true,
      idUsuario: 7,
      dataDe: '2024-10-01',
      dataAte: '2024-10-01',
    });
  });
});
