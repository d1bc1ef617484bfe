import { describe, expect, test } from 'vitest';
import { momentoIssue, OFFLINE_WRITE_LIMITS as L, OFFLINE_WRITE_MESSAGES as M } from './offline-write.ts';
import { momentoSchema, offlineHeadersSchema, offlineWriteHeadersSchema } from './offline-write.schemas.ts';

const now = new Date('2026-11-30T12:00:00.000Z');
const shifted = (ms: number) => new Date(now.getTime() + ms);
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

describe('registro feito sem conexão: o momento (issue 35, decisão 128)', () => {
  test('aceita data e hora ISO 8601 com fuso ou Z, com ou sem segundos e frações', () => {
    for (const ok of [
      '2026-11-30T08:15:00-03:00',
      '2026-11-30T08:15-03:00',
      '2026-11-30T11:15:00.123Z',
      '2026-11-30T11:15:00Z',
      '2026-11-30T14:15:00+02:00',
    ])
      expect(momentoSchema.safeParse(ok).success, ok).toBe(true);
  });

  test('sem fuso, dia inexistente ou texto qualquer é recusado com a mensagem em pt-BR', () => {
    for (const bad of [
      '2026-11-30T08:15:00',
      '2026-11-30',
      '2026-02-30T08:15:00-03:00',
      '2026-11-30T25:15:00-03:00',
      '30/11/2026 08:15',
      'agora',
      '',
    ]) {
      const result = momentoSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message, bad).toBe(M.momentoInvalid);
    }
  });

  test('até 2 minutos no futuro é diferença de relógio; além disso, futuro', () => {
    expect(momentoIssue(now, now)).toBeNull();
    expect(momentoIssue(shifted(L.clockSkewMs), now)).toBeNull();
    expect(momentoIssue(shifted(L.clockSkewMs + 1), now)).toBe('momentoFuture');
    expect(momentoIssue(shifted(DAY), now)).toBe('momentoFuture');
  });

  test('até 7 dias no passado é aceito; um instante a mais, não', () => {
    expect(L.maxAgeMs).toBe(L.maxAgeDays * DAY);
    expect(momentoIssue(shifted(-3 * 60 * MINUTE), now)).toBeNull();
    expect(momentoIssue(shifted(-7 * DAY), now)).toBeNull();
    expect(momentoIssue(shifted(-7 * DAY - 1), now)).toBe('momentoTooOld');
    expect(momentoIssue(shifted(-8 * DAY), now)).toBe('momentoTooOld');
  });

  test('as mensagens dizem o motivo em pt-BR', () => {
    expect(M.momentoFuture).toBe('O horário informado do registro não pode estar no futuro.');
    expect(M.momentoTooOld).toBe(
      'Registros feitos sem conexão há mais de 7 dias não podem ser enviados. Registre novamente com a hora atual.',
    );
  });

  test('os cabeçalhos: chave e momento opcionais; chave inválida e momento malformado são recusados', () => {
    expect(offlineWriteHeadersSchema.safeParse({}).success).toBe(true);
    const both = { 'idempotency-key': '1b4e28ba-2fa1-11d2-883f-0016d3cca427', momento: '2026-11-30T08:15:00-03:00' };
    expect(offlineWriteHeadersSchema.parse(both)).toEqual(both);
    expect(offlineWriteHeadersSchema.safeParse({ momento: 'ontem' }).error?.issues[0]?.message).toBe(M.momentoInvalid);
    expect(offlineWriteHeadersSchema.safeParse({ 'idempotency-key': 'curta' }).success).toBe(false);
    expect(offlineHeadersSchema.safeParse({ origem: 'PORTARIA', ...both }).success).toBe(true);
  });
});
