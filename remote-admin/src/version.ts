declare const __SKILLUP_VERSION__: string;

/** The version this build was made as: `--env version=…`, else package.json's. */
export const AREA_VERSION = __SKILLUP_VERSION__;
