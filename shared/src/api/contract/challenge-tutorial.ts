import { Type, type Static } from '@sinclair/typebox';
import { RowId } from './common';

/** docs/areas/challenge.md, "The tutorial": whether the participant has seen the challenge's tutorial. */
export const ChallengeTutorialParams = Type.Object({ campaignId: RowId }, { additionalProperties: false });
export type ChallengeTutorialParams = Static<typeof ChallengeTutorialParams>;

/** Only `true` is accepted: once seen, the tutorial stays seen; sending it again changes nothing. */
export const MarkChallengeTutorialSeenRequest = Type.Object({ seen: Type.Literal(true) }, { additionalProperties: false });
export type MarkChallengeTutorialSeenRequest = Static<typeof MarkChallengeTutorialSeenRequest>;

export const ChallengeTutorialResponse = Type.Object({ status: Type.Literal(true), seen: Type.Boolean() }, { additionalProperties: false });
export type ChallengeTutorialResponse = Static<typeof ChallengeTutorialResponse>;
