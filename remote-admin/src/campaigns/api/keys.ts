/** Query keys of the campaigns' screens, so that a write names exactly what it makes stale. */
export const campaignKeys = {
  list: ['admin', 'campaigns'] as const,
  one: (id: number) => ['admin', 'campaign', id] as const,
  activities: ['admin', 'activities'] as const,
};
