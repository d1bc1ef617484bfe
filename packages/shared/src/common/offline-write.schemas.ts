import { z } from 'zod';
import { originHeaders } from './endpoint-schemas.ts';
import { idempotencyHeadersSchema } from './idempotency.ts';
import { OFFLINE_WRITE_MESSAGES as M } from './offline-write.ts';

/** A real calendar day: JavaScript would roll 2026-02-30 over into March. */
const isRealDay = (value: string): boolean => {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** ISO 8601 date-time with its offset (or Z): `2026-11-30T08:15:00-03:00`. Seconds and fractions optional. */
export const momentoSchema = z
  .string({ error: M.momentoInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/, M.momentoInvalid)
  .refine((value) => isRealDay(value) && !Number.isNaN(Date.parse(value)), M.momentoInvalid);

/** The headers of every write the desk may make offline: the Idempotency-Key and the moment it happened. */
export const offlineWriteHeadersSchema = idempotencyHeadersSchema.extend({
  momento: momentoSchema
    .optional()
    .describe(
      'Quando o registro aconteceu na portaria (ISO 8601 com fuso, ex.: 2026-11-30T08:15:00-03:00), para registros ' +
        'feitos sem conexão e enviados depois. Ausente: agora. Até 2 minutos no futuro (diferença de relógio) e no ' +
        'máximo 7 dias no passado; fora disso, 422. O registro guarda esse horário; a auditoria guarda o do recebimento.',
    ),
});

/** The same with `origem`, as the routes declare them. */
export const offlineHeadersSchema = originHeaders.extend(offlineWriteHeadersSchema.shape);
