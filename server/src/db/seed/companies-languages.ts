import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import { feedbackMeeting, type CampaignSeed } from './demo-campaigns';
import type { UserSeed } from './demo-users';
import { text } from './localised';

export const DEMO_COMPANY_CODE = 'demo';

/** The languages the product offers campaigns in (docs/behaviour.md §1). */
export const demoLanguages = [
  { lang: 'it', name: 'Italiano', description: 'Lingua predefinita del prodotto.' },
  { lang: 'en', name: 'English', description: 'English.' },
  { lang: 'es', name: 'Español', description: 'Español.' },
];

/**
 * A second company with its own participant and campaign, so that what one company may
 * see of another is visible in the demo and testable.
 */
export const otherCompany = {
  name: 'Acme Logistica S.r.l.',
  code: 'acme',
  campaign: {
    key: 'acme-onboarding',
    theme: 'skillup',
    state: 'ACTIVE',
    languages: [{ lang: 'it', name: 'Acme Onboarding 2026', description: 'Il percorso di inserimento dei nuovi assunti Acme.' }],
    privacyAgreement: `<h2>Informativa sul trattamento dei dati personali</h2>
<p>Acme Logistica S.r.l. tratta i dati raccolti durante il percorso al solo fine di valutarne i risultati,
ai sensi del Regolamento (UE) 2016/679.</p>`,
    dateStart: '2026-03-02T08:00:00Z',
    dateEnd: '2027-03-31T17:00:00Z',
    is360: false,
    selfEvaluation: false,
    tests: [
      feedbackMeeting('acme-call'),
      {
        key: 'acme-ticket',
        activity: 'in-basket',
        name: text('In-Basket'),
        description: text('Una casella piena di richieste dei clienti: assegna a ognuna priorità e azione.'),
        instructions: text('Leggi ogni messaggio e decidi priorità e azioni.'),
        abbreviation: 'IB',
        prerequisites: ['acme-call'],
        duration: 25,
        jsonData: { image: 'in-basket/cover.svg', color: '#2980B9', duration: 25 },
      },
    ],
  } satisfies CampaignSeed,
  participant: {
    email: 'irene.longo@acme.skillup.test',
    firstName: 'Irene',
    lastName: 'Longo',
    gender: 'F',
    role: 'participant',
    privacy: true,
    lang: 'it',
    enrolments: [{ campaign: 'acme-onboarding', lang: 'it' }],
  } satisfies UserSeed,
};

type InsertCampaign = (trx: Transaction<Database>, companyId: number, seed: CampaignSeed) => Promise<{ id: number; testIds: Record<string, number> }>;

/** Languages, the demo company's code and the second company; inside the seed's transaction. */
export async function seedCompaniesAndLanguages(
  trx: Transaction<Database>,
  demoCompanyId: number,
  passwordHash: string,
  insertCampaign: InsertCampaign,
): Promise<void> {
  await trx.insertInto('languages').values(demoLanguages).execute();
  await trx.updateTable('companies').set({ code: DEMO_COMPANY_CODE }).where('id', '=', demoCompanyId).execute();

  const company = await trx
    .insertInto('companies')
    .values({ name: otherCompany.name, code: otherCompany.code, logo: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const campaign = await insertCampaign(trx, company.id, otherCompany.campaign);
  const { participant } = otherCompany;
  const user = await trx
    .insertInto('users')
    .values({
      company_id: company.id,
      email: participant.email,
      password_hash: passwordHash,
      first_name: participant.firstName,
      last_name: participant.lastName,
      gender: participant.gender,
      role: participant.role,
      privacy: participant.privacy,
      lang: participant.lang,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('user_campaigns')
    .values({ user_id: user.id, campaign_id: campaign.id, lang: 'it', access_date: null, state: 'ACTIVE' })
    .execute();
}
