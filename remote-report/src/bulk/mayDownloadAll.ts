/** docs/areas/report.md: all reports of a campaign go to its admin and superassessor. */
export const mayDownloadAll = (roleName: string | null | undefined) => ['admin', 'superassessor'].includes(roleName?.trim().toLowerCase() ?? '');
