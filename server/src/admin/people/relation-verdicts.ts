import type { RelationRefusalCode, RelationRowVerdict } from '@skillup/shared/api/contract';
import { isEmail, normaliseEmail } from './cell-rules';
import { parseRelationship, type RelationRowInput } from './relation-columns';

/** The relation type of a rater evaluating themselves (feedback360_relation_types). */
export const SELF_RELATION = 3;

export interface StoredRelation {
  relationType: number;
  /** The rater began or finished their answers: the relationship is no longer changed. */
  answered: boolean;
}

export interface RelationsSnapshot {
  /** The people enrolled in the campaign, by lower-case e-mail → user id. */
  enrolled: ReadonlyMap<string, number>;
  /** The campaign's relations, by `raterId:subjectId`. */
  relations: ReadonlyMap<string, StoredRelation>;
}

export interface RelationPlan {
  raterId: number;
  subjectId: number;
  relationType: number;
  isNew: boolean;
}

export const relationKey = (raterId: number, subjectId: number) => `${raterId}:${subjectId}`;

/** The verdict of every row of a 360 relations file (docs/areas/admin.md, "Import of 360 relations"). */
export function judgeRelations(rows: readonly RelationRowInput[], snapshot: RelationsSnapshot) {
  const seen = new Map<string, number>();
  const verdicts: RelationRowVerdict[] = [];
  const plans: RelationPlan[] = [];
  for (const row of rows) {
    const { cells } = row;
    const refuse = (code: RelationRefusalCode, message: string) =>
      verdicts.push({ line: row.line, cells, verdict: 'refused', relationType: null, refusal: { code, message } });
    const subject = normaliseEmail(cells.subjectEmail);
    const rater = normaliseEmail(cells.raterEmail);
    const relationType = parseRelationship(cells.relationship);
    if (row.formulaColumn !== null) {
      refuse('FORMULA', `The "${row.formulaColumn}" cell starts with =, +, -, @ or is a formula.`);
      continue;
    }
    if (!isEmail(subject) || !isEmail(rater)) {
      refuse('BAD_EMAIL', `"${isEmail(subject) ? cells.raterEmail : cells.subjectEmail}" is not an e-mail address.`);
      continue;
    }
    const pair = `${rater} ${subject}`;
    const earlier = seen.get(pair);
    if (earlier !== undefined) {
      refuse('DUPLICATE_IN_FILE', `${rater} already rates ${subject} on line ${earlier}.`);
      continue;
    }
    seen.set(pair, row.line);
    const subjectId = snapshot.enrolled.get(subject);
    const raterId = snapshot.enrolled.get(rater);
    if (subjectId === undefined) {
      refuse('SUBJECT_NOT_FOUND', `${subject} is not a participant of this campaign.`);
      continue;
    }
    if (raterId === undefined) {
      refuse('RATER_NOT_FOUND', `${rater} is not a participant of this campaign.`);
      continue;
    }
    if (relationType === undefined) {
      refuse('UNKNOWN_RELATIONSHIP', `"${cells.relationship}" is not a relationship: peer, manager, self or direct report.`);
      continue;
    }
    if ((relationType === SELF_RELATION) !== (raterId === subjectId)) {
      refuse('SELF_MISMATCH', 'A person rates themselves with the relationship "self", and only then.');
      continue;
    }
    const stored = snapshot.relations.get(relationKey(raterId, subjectId));
    if (stored && stored.relationType !== relationType && stored.answered) {
      refuse('HAS_ANSWERS', `${rater} has already answered about ${subject}: the relationship stays as it is.`);
      continue;
    }
    const verdict = !stored ? 'new' : stored.relationType === relationType ? 'unchanged' : 'updated';
    verdicts.push({ line: row.line, cells, verdict, relationType, refusal: null });
    if (verdict !== 'unchanged') plans.push({ raterId, subjectId, relationType, isNew: !stored });
  }
  return { verdicts, plans };
}
