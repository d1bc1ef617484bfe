/**
 * The condominium's clock: São Paulo. Brazil has had no daylight saving time since 2019, so São Paulo is UTC−03:00
 * all year; code that must be fast (100,000 report rows, day bounds in SQL) uses the constant offset, code that
 * formats for people uses the zone name through Intl. time-zone.test.ts checks the two agree.
 */
export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';
export const SAO_PAULO_OFFSET = '-03:00';
export const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;
