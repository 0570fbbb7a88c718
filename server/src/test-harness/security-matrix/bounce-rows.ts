import { deliveryReport } from '../delivery-reports';
import type { RouteCase } from './route-table';
import { as, everyone } from './statuses';

const url = '/api/admin/mail-bounces';
const report = () => deliveryReport({ messageId: '<never-sent@skillup.test>', recipient: 'x@invited.test' }).toString();
const asReport = { 'content-type': 'message/rfc822' };

/**
 * docs/jobs.md, "Mails that come back": a relay's delivery report may name any company's mail,
 * so only the operations token passes one on; a company's admin is refused like everyone else.
 */
export function bounceRows(): RouteCase[] {
  const route = url;
  return [
    {
      method: 'POST',
      route,
      request: () => ({ url, payload: report(), headers: asReport }),
      expect: as(401, 403, 403, 403, 403),
      codes: { admin: 'FORBIDDEN' },
    },
    {
      method: 'POST',
      route,
      note: 'with the operations token, a report of no mail sent',
      request: (fx) => ({ url, payload: report(), headers: { ...asReport, ...fx.opsHeaders } }),
      expect: everyone(404),
      codes: { admin: 'MAIL_NOT_FOUND' },
    },
    {
      method: 'POST',
      route,
      note: 'with the operations token, a mail that is no report',
      request: (fx) => ({ url, payload: 'Subject: hello\r\n\r\nJust a mail.\r\n', headers: { ...asReport, ...fx.opsHeaders } }),
      expect: everyone(422),
      codes: { admin: 'NOT_A_BOUNCE' },
    },
  ];
}
