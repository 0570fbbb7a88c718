import type { Transaction } from 'kysely';
import type { Database } from '../schema';

/**
 * Which closed questions of the Leadership Assessment's 360 (by position, 1–21, see
 * demo-feedback360.ts) feed which skill of its model (area code, skill position).
 */
const SKILL_QUESTIONS: [areaCode: number, skillPosition: number, questionPositions: number[]][] = [
  [1, 1, [2, 6, 21]], // Ascolto ed empatia: listens, handles conflict, asks for feedback
  [1, 2, [3, 4, 5, 11]], // Sviluppo dei collaboratori: delegates, gives feedback, recognises merits, supports growth
  [2, 1, [7, 9, 17]], // Pianificazione e priorità: decides under uncertainty, sets priorities, manages time
  [2, 2, [1, 10, 16]], // Comunicazione: clear goals, fosters collaboration, shares information
  [3, 1, [13, 14]], // Analisi dei problemi: new ideas, customers' needs
  [3, 2, [8, 15, 18]], // Metodo: keeps commitments, takes responsibility, stays calm
  [6, 1, [12, 19, 20]], // Valori personali: adapts, integrity, motivates
];

/** docs/areas/report.md, "The 360 part": the Leadership Assessment's questions mapped to its skills. */
export async function seedDemoReport360(trx: Transaction<Database>, campaignId: number): Promise<void> {
  const skills = await trx
    .selectFrom('report_skills as s')
    .innerJoin('report_areas as a', 'a.id', 's.area_id')
    .where('a.campaign_id', '=', campaignId)
    .select(['s.id', 's.position', 'a.code'])
    .execute();
  const questions = await trx
    .selectFrom('feedback360_questions')
    .where('campaign_id', '=', campaignId)
    .where('kind', '=', 'closed')
    .select(['id', 'position'])
    .execute();
  const rows = SKILL_QUESTIONS.flatMap(([code, position, positions]) => {
    const skill = skills.find((s) => s.code === code && s.position === position);
    if (!skill) throw new Error(`seed: no skill ${position} in area ${code}`);
    return positions.map((p) => {
      const question = questions.find((q) => q.position === p);
      if (!question) throw new Error(`seed: no closed 360 question at ${p}`);
      return { skill_id: skill.id, question_id: question.id };
    });
  });
  await trx.insertInto('report_skill_questions').values(rows).execute();
}
