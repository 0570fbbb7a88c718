import type { FastifyReply } from 'fastify';
import type { ReportReader } from './access';

/** Names hold only letters, digits and dashes: safe in a header on every browser. */
const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** `report-{campaign}-{last}-{first}.pdf`, or the participant's id when the name has no letter to keep. */
export function reportFileName({ participant, campaign }: Pick<ReportReader, 'participant' | 'campaign'>): string {
  return `report-${campaign.id}-${slug(`${participant.lastName}-${participant.firstName}`) || participant.id}.pdf`;
}

export function sendPdf(reply: FastifyReply, reader: ReportReader, pdf: Buffer): FastifyReply {
  const name = reportFileName(reader);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
