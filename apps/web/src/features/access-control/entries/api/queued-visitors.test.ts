import { describe, expect, test } from 'vitest';
import type { QueuedWrite } from '../../../../lib/offline/write-queue';
import { NO_ENTRY_FILTERS } from './entry-filters';
import { isUnsentCard, queuedVisitorCards, type NewVisitorMeta } from './queued-visitors';

const META: NewVisitorMeta = {
  nome: 'Norberto Novo',
  empresa: 'Entregas Já',
  tipo: 'PRESTADOR_SERVICO',
  tipoAutorizacao: 'PONTUAL',
  inicio: '2026-11-30',
  fim: '2026-11-30',
  idBloco: 1,
  idUnidade: 12,
  nmBloco: 'Bloco A',
  nmUnidade: '102',
  dia: '2026-11-30',
};

const visitor = (seq: number, over: Partial<QueuedWrite> = {}): QueuedWrite => ({
  key: `k-${seq}`,
  owner: '1:1001',
  seq,
  kind: 'visitante',
  momento: '2026-11-30T12:00:00.000Z',
  label: 'Cadastro e entrada de Norberto Novo',
  request: { method: 'POST', path: '/controleacesso/visitantecomautorizacao', body: {} },
  meta: META,
  status: 'pending',
  ...over,
});

describe('novos visitantes cadastrados sem conexão na lista do dia', () => {
  test('um cartão por visitante que aguarda envio, no dia da ação, sem id no servidor', () => {
    const cards = queuedVisitorCards([visitor(5)], '2026-11-30', NO_ENTRY_FILTERS);
    expect(cards).toEqual([
      expect.objectContaining({
        nmVisitante: 'Norberto Novo',
        empresa: 'Entregas Já',
        nmBloco: 'Bloco A',
        nmUnidade: '102',
        dtEntrada: null,
        idAutorizacao: null,
      }),
    ]);
    expect(isUnsentCard(cards[0]!)).toBe(true);
    expect(queuedVisitorCards([visitor(5)], '2026-12-01', NO_ENTRY_FILTERS)).toEqual([]);
    // Refused ones are in the pendências, other kinds are not new visitors.
    expect(queuedVisitorCards([visitor(6, { status: 'refused' })], '2026-11-30', NO_ENTRY_FILTERS)).toEqual([]);
    expect(queuedVisitorCards([visitor(7, { kind: 'entrada' })], '2026-11-30', NO_ENTRY_FILTERS)).toEqual([]);
  });

  test('os filtros da tela valem como no servidor para uma visita ainda sem entrada', () => {
    const shown = (filters: Partial<typeof NO_ENTRY_FILTERS>) =>
      queuedVisitorCards([visitor(5)], '2026-11-30', { ...NO_ENTRY_FILTERS, ...filters }).length;
    expect(shown({ curinga: 'norberto' })).toBe(1);
    expect(shown({ curinga: 'ENTREGAS ja' })).toBe(1);
    expect(shown({ curinga: 'outro' })).toBe(0);
    expect(shown({ idsUnidades: [12] })).toBe(1);
    expect(shown({ idsUnidades: [11] })).toBe(0);
    expect(shown({ idsBlocos: [2] })).toBe(0);
    expect(shown({ entradaMarcada: 'N' })).toBe(1);
    expect(shown({ entradaMarcada: 'S' })).toBe(0);
    expect(shown({ saidaMarcada: 'S' })).toBe(0);
    expect(shown({ tipoAutorizacao: 'ACESSO_LIBERADO' })).toBe(0);
    expect(shown({ tipoAutorizacao: 'PONTUAL' })).toBe(1);
  });
});
