import { aUser } from '@skillup/shared/testing';
import type { UserCampaignListEntry } from '@skillup/shared/api/contract';
import { afterLogin } from './afterLogin';

const campaign = (id: number, langs: string[], saved: string | null = null): UserCampaignListEntry => ({
  id,
  theme: 'skillup',
  languages: langs.map((lang) => ({ lang, name: `Campagna ${id}`, description: '' })),
  user: { lang: saved, accessDate: null },
});

describe('afterLogin (docs/behaviour.md §2.3)', () => {
  it('a password to renew leads to the new-password route with token and email', () => {
    expect(afterLogin({ status: true, token: 'a/b', email: 'elena@x.it' })).toEqual({
      kind: 'new-password',
      path: '/new_password/a%2Fb/elena%40x.it',
    });
  });

  it('no campaign means no active campaign', () => {
    expect(afterLogin({ status: true, user: aUser(), campaigns: [], areas: {}, landing: null })).toEqual({ kind: 'no-campaign' });
  });

  it('one single-language campaign is entered in that language', () => {
    const response = { status: true as const, user: aUser({ lang: null }), campaigns: [campaign(4, ['en'])], areas: {}, landing: null };
    expect(afterLogin(response)).toEqual({ kind: 'enter', campaignId: 4, lang: 'en' });
  });

  it("one campaign is entered in the user's language when it is already set", () => {
    const response = { status: true as const, user: aUser({ lang: 'it' }), campaigns: [campaign(4, ['it', 'en', 'es'])], areas: {}, landing: null };
    expect(afterLogin(response)).toEqual({ kind: 'enter', campaignId: 4, lang: 'it' });
  });

  it('one campaign with several languages and none chosen asks the user', () => {
    const response = { status: true as const, user: aUser({ lang: null }), campaigns: [campaign(4, ['it', 'en'])], areas: {}, landing: null };
    expect(afterLogin(response)).toEqual({ kind: 'choose-campaign' });
  });

  it('several campaigns ask the user', () => {
    const response = { status: true as const, user: aUser(), campaigns: [campaign(1, ['it']), campaign(2, ['en'])], areas: {}, landing: null };
    expect(afterLogin(response)).toEqual({ kind: 'choose-campaign' });
  });
});
