import { describe, expect, it } from 'vitest';
import { SAO_PAULO_OFFSET, SAO_PAULO_OFFSET_MS, SAO_PAULO_TIME_ZONE } from './time-zone.ts';

const offsetByIntl = (instant: Date): string => {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: SAO_PAULO_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((p) => p.type === 'timeZoneName');
  return part!.value.replace('GMT', '');
};

describe('fuso de São Paulo', () => {
  it('a constante -03:00 é o que o Intl diz em todos os meses de 2020 a 2030', () => {
    for (let year = 2020; year <= 2030; year += 1) {
      for (let month = 0; month < 12; month += 1) {
        for (const day of [1, 15]) {
          const instant = new Date(Date.UTC(year, month, day, 12));
          expect(offsetByIntl(instant), instant.toISOString()).toBe(SAO_PAULO_OFFSET);
        }
      }
    }
  });

  it('o deslocamento em milissegundos é o mesmo da constante', () => {
    const [hours, minutes] = SAO_PAULO_OFFSET.slice(1).split(':').map(Number);
    expect(SAO_PAULO_OFFSET_MS).toBe(-(hours! * 60 + minutes!) * 60_000);
  });
});
