/** Every path of the API, relative to the base /api, so client and server cannot drift. */
export const API_BASE = '/api';

export const paths = {
  health: '/health',
  login: '/auth/login',
  me: '/auth/me',
  logout: '/auth/logout',
  userCampaignList: '/usercampaign/list',
  userCampaign: '/usercampaign',
  selectCampaign: (id: number | string) => `/usercampaign/${id}`,
  userTests: '/usertests',
  remotes: '/remotes',
  logs: '/logs',
  admin: {
    registry: '/admin/remotes',
    publish: (remote: string, version: string) => `/admin/remotes/${remote}/versions/${version}`,
    setDefault: (remote: string) => `/admin/remotes/${remote}/default`,
    pin: (remote: string, campaignId: number | string) => `/admin/remotes/${remote}/pins/${campaignId}`,
  },
} as const;
