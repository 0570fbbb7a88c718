import { isAssessor } from '@skillup/shared/tasks';
import { THEME_REMOTE } from '@skillup/shared/api';
import type { RemoteName, Theme } from '@skillup/shared/api/contract';

/** The remote that renders `/`: the campaign theme's, the skillup one for assessors (docs/behaviour.md §6). */
export function homeRemote(theme: Theme, roleName: string | undefined): RemoteName {
  return isAssessor(roleName) ? THEME_REMOTE.skillup : THEME_REMOTE[theme];
}
