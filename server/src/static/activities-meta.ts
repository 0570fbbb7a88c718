const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The name of the meta tag through which the app learns where activities are served (shared/src/tasks/appearance.ts). */
export const ACTIVITIES_META = 'skillup-activities';

/**
 * The host's page learns the activities' base address at serve time, so one build runs
 * behind any ACTIVITIES_URL.
 */
export function withActivitiesBase(html: string, base: string): string {
  const tag = `<meta name="${ACTIVITIES_META}" content="${escapeAttribute(base)}">`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}
