import { describe, expect, test } from 'vitest';
import { TIMELINE_EVENTS, timelineLine } from './timeline-events.ts';

describe('linhas da linha do tempo', () => {
  test('cada linha é preenchida com os seus valores, sem sobrar marcador', () => {
    expect(timelineLine('veiculo.cadastrar', { placa: 'ABC1D23' })).toBe('Veículo cadastrado (ABC1D23)');
    expect(timelineLine('ocorrencia.cadastrar', { tipo: 'Reclamação', id: 7 })).toBe(
      'Ocorrência registrada (Reclamação, Cód.7)',
    );
    expect(timelineLine('mudanca.agendar', { dia: '03/10/2024', de: '08:00', ate: '17:00' })).toBe(
      'Mudança agendada (03/10/2024 08:00-17:00)',
    );
  });

  test('todas as linhas começam com maiúscula ou com o valor do tipo, e têm ao menos um valor', () => {
    for (const line of Object.values(TIMELINE_EVENTS)) {
      expect(line).toMatch(/^([A-ZÀ-Ý]|\{tipo\})/);
      expect(line).toMatch(/\{\w+\}/);
    }
  });
});
