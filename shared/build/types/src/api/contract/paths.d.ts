/** Every path of the API, relative to the base /api, so client and server cannot drift. */
export declare const API_BASE = "/api";
export declare const paths: {
    readonly health: "/health";
    readonly login: "/auth/login";
    readonly me: "/auth/me";
    readonly logout: "/auth/logout";
    readonly userCampaignList: "/usercampaign/list";
    readonly userCampaign: "/usercampaign";
    readonly selectCampaign: (id: number | string) => string;
    readonly userTests: "/usertests";
    readonly remotes: "/remotes";
    readonly logs: "/logs";
    readonly admin: {
        readonly registry: "/admin/remotes";
        readonly publish: (remote: string, version: string) => string;
        readonly setDefault: (remote: string) => string;
        readonly pin: (remote: string, campaignId: number | string) => string;
    };
};
