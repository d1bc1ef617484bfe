import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { safeError } from '../http/logger.ts';

/** A report of any area as the route sends it: its download name, type and the streamed bytes. */
export type ReportFile = { fileName: string; contentType: string; stream: Readable };

/**
 * Sends a report as a download, never cached (it holds personal data and changes with every write). A stream that
 * fails after its first byte can no longer become an error answer: the status and headers are gone and the client
 * gets a cut file. Fastify only warns about it; it is logged here as the error it is (issue 28 item 13). Before
 * the first byte the error handler answers and logs it, so that case is not logged twice.
 */
export const sendReport = (reply: FastifyReply, file: ReportFile) => {
  file.stream.once('error', (error: Error) => {
    if (reply.raw.headersSent)
      reply.log.error(
        { error: safeError(error), arquivo: file.fileName },
        'relatório interrompido depois do primeiro byte',
      );
  });
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
};
