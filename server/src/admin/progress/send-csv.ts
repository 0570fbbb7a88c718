import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Sends the lines as a CSV attachment while they are made. The first chunk is awaited before
 * answering, so a request refused on the way (a sort on another campaign's test) is answered
 * with its error instead of a broken file.
 */
export async function sendCsv(reply: FastifyReply, fileName: string, lines: AsyncGenerator<string>): Promise<FastifyReply> {
  const first = await lines.next();
  const body = Readable.from(
    (async function* () {
      if (!first.done) yield first.value;
      yield* lines;
    })(),
  );
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
}
