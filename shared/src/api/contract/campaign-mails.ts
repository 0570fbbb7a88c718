import { Type, type Static } from '@sinclair/typebox';
import { literals } from './literals';

const Closed = { additionalProperties: false } as const;

/** What a mail about a campaign is (docs/jobs.md, "Campaign mails"). */
export const CAMPAIGN_MAIL_KINDS = ['invitation', 'reminder', 'rater', 'declined'] as const;
export const CampaignMailKind = Type.Union(literals(CAMPAIGN_MAIL_KINDS));
export type CampaignMailKind = Static<typeof CampaignMailKind>;

/**
 * queued: planned, waiting for its time or a worker; sending: being handed to the relay (a mail
 * whose server stopped here is not sent again, and ends failed); sent: the relay took it;
 * failed: it could not be sent, with why; cancelled: no longer due when its time came (the
 * person left the campaign, or it closed).
 */
export const CAMPAIGN_MAIL_STATES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export const CampaignMailState = Type.Union(literals(CAMPAIGN_MAIL_STATES));
export type CampaignMailState = Static<typeof CampaignMailState>;

/** The last mail to a person in a campaign, as the progress grid shows it. */
export const CampaignMailSummary = Type.Object(
  {
    kind: CampaignMailKind,
    state: CampaignMailState,
    /** When it went, or when it was meant to go when it has not (yet). */
    at: Type.String({ format: 'date-time' }),
    /** Why it failed. */
    error: Type.Union([Type.String(), Type.Null()]),
  },
  Closed,
);
export type CampaignMailSummary = Static<typeof CampaignMailSummary>;

/** The next mail planned for a person in a campaign, as the progress grid shows it: a reminder of the schedule. */
export const NextCampaignMail = Type.Object(
  {
    kind: Type.Literal('reminder'),
    at: Type.String({ format: 'date-time' }),
  },
  Closed,
);
export type NextCampaignMail = Static<typeof NextCampaignMail>;

/** Who a reminder now would go to: the participants of the open campaign with a test still to finish. */
export const RemindPreviewResponse = Type.Object({ status: Type.Literal(true), count: Type.Integer({ minimum: 0 }) }, Closed);
export type RemindPreviewResponse = Static<typeof RemindPreviewResponse>;

/** How many reminders were queued; a second click within the same minute queues none. */
export const RemindResponse = Type.Object({ status: Type.Literal(true), queued: Type.Integer({ minimum: 0 }) }, Closed);
export type RemindResponse = Static<typeof RemindResponse>;

/**
 * Whether the invitation was queued: 0 when the same one was queued within the same minute
 * (a second click), so that nothing goes twice.
 */
/**
 * The campaign mail a delivery report returned, now failed with the report's reason (a second
 * report of the same mail leaves it as it is).
 */
export const MailBounceResponse = Type.Object({ status: Type.Literal(true), mailId: Type.Integer({ minimum: 1 }), state: CampaignMailState }, Closed);
export type MailBounceResponse = Static<typeof MailBounceResponse>;

export const InviteAgainResponse = Type.Object({ status: Type.Literal(true), queued: Type.Union([Type.Literal(0), Type.Literal(1)]) }, Closed);
export type InviteAgainResponse = Static<typeof InviteAgainResponse>;
