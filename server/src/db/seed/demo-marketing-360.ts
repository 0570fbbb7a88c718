import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { feedbackMeeting, privacy, type CampaignSeed } from './demo-campaigns';
import { evaluationWriter } from './demo-feedback360-answers';
import { insertQuestionSet } from './demo-feedback360-questions';
import type { UserSeed } from './demo-users';
import { insertCampaign, insertUsers } from './insert';
import { text } from './localised';

/**
 * A third 360 campaign of the demo company (docs/demo.md): the marketing team, whose 360 is
 * taking nominations. francesca.ricci has nominated nobody yet and has her whole team to choose
 * from; roberto.greco, her manager, approves or denies what she proposes. Its people are in no
 * other campaign, so what the other personas see and do stays as it was.
 */

const DAY = 24 * 60 * 60 * 1000;

/** A moment `days` from `now` (negative: in the past), at `hour` o'clock UTC, so it reads as a date. */
function daysFrom(now: Date, days: number, hour: number): string {
  const moment = new Date(now.getTime() + days * DAY);
  moment.setUTCHours(hour, 0, 0, 0);
  return moment.toISOString();
}

/**
 * The campaign's dates follow the day the seed runs: it opened two weeks before, closes about
 * two months after, and its nominations close three weeks after, so the demo always finds it
 * open and taking nominations.
 */
export function marketingDates(now: Date) {
  return {
    dateStart: daysFrom(now, -14, 8),
    dateEnd: daysFrom(now, 60, 17),
    nominationDeadline: daysFrom(now, 21, 17),
  };
}

export const MARKETING_KEY = 'marketing-360';

export function marketingCampaign(now: Date): CampaignSeed {
  const { dateStart, dateEnd } = marketingDates(now);
  return {
    key: MARKETING_KEY,
    theme: 'skillup',
    state: 'ACTIVE',
    languages: [
      {
        lang: 'it',
        name: 'Feedback 360 Marketing',
        description: 'Il feedback 360 del team marketing: proponi chi ti valuta, il tuo responsabile approva.',
      },
      {
        lang: 'en',
        name: '360 Feedback Marketing',
        description: 'The marketing team’s 360 feedback: propose who rates you, your manager approves.',
      },
      {
        lang: 'es',
        name: 'Feedback 360 Marketing',
        description: 'El feedback 360 del equipo de marketing: propón quién te evalúa, tu responsable lo aprueba.',
      },
    ],
    privacyAgreement: privacy('Demo S.p.A.'),
    onCompleteText: text(
      'Hai completato il feedback 360 del team marketing: grazie!',
      'You have completed the marketing team’s 360 feedback: thank you!',
      'Has completado el feedback 360 del equipo de marketing: ¡gracias!',
    ),
    dateStart,
    dateEnd,
    is360: true,
    selfEvaluation: false,
    tests: [
      feedbackMeeting('call'),
      {
        key: '360',
        kind: 'feedback360',
        name: text('Feedback 360°', '360° feedback', 'Feedback 360°'),
        description: text(
          'Valuta i colleghi che ti sono stati assegnati o che ti hanno scelto.',
          'Evaluate the colleagues assigned to you or who chose you.',
          'Evalúa a los compañeros asignados o que te han elegido.',
        ),
        instructions: text(
          'Per ogni persona rispondi a tutte le domande della valutazione.',
          'Answer every question for each person.',
          'Responde a todas las preguntas para cada persona.',
        ),
        abbreviation: '360',
        duration: 30,
        jsonData: { color: '#E25240', duration: 30 },
      },
    ],
  };
}

export const MARKETING_TEAM = 'Marketing';
export const PARTICIPANT = 'francesca.ricci';
export const MANAGER = 'roberto.greco';

const email = (name: string) => `${name}@demo.skillup.test`;

const marketingPerson = ([name, firstName, lastName, gender]: [string, string, string, 'M' | 'F']): UserSeed => ({
  email: email(name),
  firstName,
  lastName,
  gender,
  role: 'participant',
  privacy: true,
  lang: 'it',
  enrolments: [{ campaign: MARKETING_KEY, lang: 'it' }],
});

/** francesca's direct reports: her manager is francesca. */
export const francescaReports = ['alessandro.leone', 'martina.serra', 'giacomo.testa'];
/** Her peers: like her, they report to roberto. */
export const francescaPeers = [
  'elisa.mancini',
  'lorenzo.barbieri',
  'beatrice.farina',
  'tommaso.lombardi',
  'valeria.cattaneo',
  'riccardo.santoro',
  'ilaria.palumbo',
  'emanuele.vitale',
];

/** The marketing team: roberto leads it, francesca and her peers report to him, her three reports to her. */
export const marketingUsers: UserSeed[] = (
  [
    [PARTICIPANT, 'Francesca', 'Ricci', 'F'],
    [MANAGER, 'Roberto', 'Greco', 'M'],
    ['alessandro.leone', 'Alessandro', 'Leone', 'M'],
    ['martina.serra', 'Martina', 'Serra', 'F'],
    ['giacomo.testa', 'Giacomo', 'Testa', 'M'],
    ['elisa.mancini', 'Elisa', 'Mancini', 'F'],
    ['lorenzo.barbieri', 'Lorenzo', 'Barbieri', 'M'],
    ['beatrice.farina', 'Beatrice', 'Farina', 'F'],
    ['tommaso.lombardi', 'Tommaso', 'Lombardi', 'M'],
    ['valeria.cattaneo', 'Valeria', 'Cattaneo', 'F'],
    ['riccardo.santoro', 'Riccardo', 'Santoro', 'M'],
    ['ilaria.palumbo', 'Ilaria', 'Palumbo', 'F'],
    ['emanuele.vitale', 'Emanuele', 'Vitale', 'M'],
  ] as [string, string, string, 'M' | 'F'][]
).map(marketingPerson);

/** The nomination tables (migration 027), only as far as the seed writes them (a type, as `withTables` wants one). */
type SeedNominationTables = {
  nomination_settings: {
    campaign_id: number;
    mode: 'hr' | 'manager' | 'auto';
    min_peers: number;
    max_peers: number;
    min_direct_reports: number;
    max_direct_reports: number;
    min_others: number;
    max_others: number;
    deadline: string | null;
    auto_approve_at: string | null;
    load_warning: number;
  };
};

/**
 * The campaign, the team with its managers, the report's anonymity thresholds and the
 * nomination rules: francesca proposes, roberto approves. Nobody has nominated anyone yet; the
 * only relation is roberto as francesca's manager rater, as an import of the manager group
 * leaves it (not started, `n`).
 */
export async function seedDemoMarketing360(
  trx: Transaction<Database>,
  companyId: number,
  passwordHash: string,
  now: Date = new Date(),
): Promise<void> {
  const campaign = await insertCampaign(trx, companyId, marketingCampaign(now));
  await insertUsers(trx, companyId, passwordHash, marketingUsers, new Map([[MARKETING_KEY, campaign]]));

  const emails = marketingUsers.map((user) => user.email);
  const people = await trx.selectFrom('users').where('email', 'in', emails).select(['id', 'email']).execute();
  const id = (name: string) => {
    const person = people.find((p) => p.email === email(name));
    if (!person) throw new Error(`seed: no user ${name}`);
    return person.id;
  };
  await trx.updateTable('users').set({ team: MARKETING_TEAM }).where('email', 'in', emails).execute();
  await trx
    .updateTable('users')
    .set({ manager_id: id(MANAGER) })
    .where('id', 'in', [PARTICIPANT, ...francescaPeers].map(id))
    .execute();
  await trx
    .updateTable('users')
    .set({ manager_id: id(PARTICIPANT) })
    .where('id', 'in', francescaReports.map(id))
    .execute();

  await trx
    .insertInto('report_configs')
    .values({
      campaign_id: campaign.id,
      threshold_self: 1,
      threshold_manager: 1,
      threshold_peers: 3,
      threshold_direct_reports: 3,
      threshold_others: 3,
    })
    .execute();
  await trx
    .withTables<SeedNominationTables>()
    .insertInto('nomination_settings')
    .values({
      campaign_id: campaign.id,
      mode: 'manager',
      min_peers: 3,
      max_peers: 6,
      min_direct_reports: 2,
      max_direct_reports: 4,
      min_others: 0,
      max_others: 3,
      deadline: marketingDates(now).nominationDeadline,
      auto_approve_at: null,
      load_warning: 5,
    })
    .execute();

  if (campaign.testIds['360'] === undefined) throw new Error('seed: the marketing campaign has no 360 test');
  const { relate } = await evaluationWriter(trx, campaign.id, await insertQuestionSet(trx, campaign.id));
  await relate(MANAGER, PARTICIPANT, 2, 'n');
}
