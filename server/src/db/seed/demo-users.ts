import type { Role, TestStatus, UserCampaignState } from '../schema';
import { feedbackRaterUsers } from './demo-feedback360';

export const DEMO_PASSWORD = 'Skillup-2026';

export interface EnrolmentSeed {
  campaign: string;
  lang?: string;
  state?: UserCampaignState;
  accessDate?: string;
  /** Progress by test key; 'all' completes every test of the campaign. */
  progress?: Record<string, TestStatus> | 'all';
}

export interface UserSeed {
  email: string;
  firstName: string;
  lastName: string;
  gender: 'M' | 'F';
  role: Role;
  privacy: boolean;
  lang: string | null;
  /** Login answers with a fresh reset token instead of a session until a new password is set. */
  mustChangePassword?: boolean;
  enrolments: EnrolmentSeed[];
}

/** The personas of docs/demo.md: the browser tests rely on each one's behaviour. */
export const demoUsers: UserSeed[] = [
  {
    email: 'anna.rossi@demo.skillup.test',
    firstName: 'Anna',
    lastName: 'Rossi',
    gender: 'F',
    role: 'participant',
    privacy: false,
    lang: 'it',
    enrolments: [{ campaign: 'leadership' }],
  },
  {
    email: 'marco.bianchi@demo.skillup.test',
    firstName: 'Marco',
    lastName: 'Bianchi',
    gender: 'M',
    role: 'participant',
    privacy: true,
    lang: null,
    enrolments: [
      { campaign: 'leadership', progress: { inbox: 'complete', roleplay: 'incomplete' } },
      { campaign: 'agenda', accessDate: '2026-11-10T09:30:00Z' },
      { campaign: 'challenge' },
    ],
  },
  {
    email: 'giulia.verdi@demo.skillup.test',
    firstName: 'Giulia',
    lastName: 'Verdi',
    gender: 'F',
    role: 'participant',
    privacy: true,
    lang: 'it',
    enrolments: [{ campaign: 'agenda' }],
  },
  {
    email: 'paolo.neri@demo.skillup.test',
    firstName: 'Paolo',
    lastName: 'Neri',
    gender: 'M',
    role: 'participant',
    privacy: true,
    lang: 'en',
    enrolments: [{ campaign: 'challenge', lang: 'en' }],
  },
  {
    email: 'luca.ferri@demo.skillup.test',
    firstName: 'Luca',
    lastName: 'Ferri',
    gender: 'M',
    role: 'participant',
    privacy: true,
    lang: 'it',
    enrolments: [{ campaign: 'leadership', lang: 'it', state: 'REPORT', accessDate: '2026-10-02T14:00:00Z', progress: 'all' }],
  },
  {
    email: 'sara.conti@demo.skillup.test',
    firstName: 'Sara',
    lastName: 'Conti',
    gender: 'F',
    role: 'Assessor',
    privacy: true,
    lang: 'it',
    enrolments: [{ campaign: 'leadership', lang: 'it' }],
  },
  {
    email: 'elena.galli@demo.skillup.test',
    firstName: 'Elena',
    lastName: 'Galli',
    gender: 'F',
    role: 'participant',
    privacy: true,
    lang: 'it',
    mustChangePassword: true,
    enrolments: [{ campaign: 'leadership', lang: 'it' }],
  },
  {
    email: 'nora.villa@demo.skillup.test',
    firstName: 'Nora',
    lastName: 'Villa',
    gender: 'F',
    role: 'participant',
    privacy: true,
    lang: 'it',
    enrolments: [{ campaign: 'leadership-2025', lang: 'it', state: 'COMPLETED', progress: 'all' }],
  },
  {
    email: 'davide.moretti@demo.skillup.test',
    firstName: 'Davide',
    lastName: 'Moretti',
    gender: 'M',
    role: 'participant',
    privacy: true,
    lang: 'it',
    enrolments: [{ campaign: 'customer-care', lang: 'it' }],
  },
  {
    email: 'chiara.marino@demo.skillup.test',
    firstName: 'Chiara',
    lastName: 'Marino',
    gender: 'F',
    role: 'participant',
    privacy: true,
    lang: 'en',
    // Every section of the Individual Challenge complete: the outro shows.
    enrolments: [{ campaign: 'challenge', lang: 'en', accessDate: '2026-11-02T10:00:00Z', progress: 'all' }],
  },
  {
    email: 'admin@demo.skillup.test',
    firstName: 'Amministratore',
    lastName: 'Demo',
    gender: 'M',
    role: 'admin',
    privacy: true,
    lang: 'it',
    enrolments: [
      { campaign: 'leadership', lang: 'it' },
      { campaign: 'agenda', lang: 'it' },
      { campaign: 'challenge', lang: 'en' },
      { campaign: 'customer-care', lang: 'it' },
    ],
  },
  ...feedbackRaterUsers,
];
