import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A report of any area as the route sends it: its download name, type and the streamed bytes. */
export type ReportFile = { fileName: string; contentType: string; stream: Readable };

/** Sends a report as a download, never cached (it holds personal data and changes with every write). */
export const sendReport = (reply: FastifyReply, file: ReportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
