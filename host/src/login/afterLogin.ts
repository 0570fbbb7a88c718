import type { Language } from '@skillup/shared/i18n';
import type { LoginResponse } from '@skillup/shared/api/contract';
import { campaignLanguage } from '../campaigns/campaignLanguage';

/** Where a successful login leads (docs/behaviour.md §2.3). */
export type AfterLogin =
  | { kind: 'new-password'; path: string }
  | { kind: 'no-campaign' }
  | { kind: 'enter'; campaignId: number; lang: Language }
  | { kind: 'choose-campaign' };

export function afterLogin(response: LoginResponse): AfterLogin {
  if ('token' in response) {
    return {
      kind: 'new-password',
      path: `/new_password/${encodeURIComponent(response.token)}/${encodeURIComponent(response.email)}`,
    };
  }
  const { campaigns, user } = response;
  if (campaigns.length === 0) return { kind: 'no-campaign' };
  const [only] = campaigns;
  if (campaigns.length === 1 && only) {
    const lang = campaignLanguage(only, user.lang);
    if (lang) return { kind: 'enter', campaignId: only.id, lang };
  }
  return { kind: 'choose-campaign' };
}
