import type { Translation } from '@skillup/shared';
import type { VersionsCatalogue } from './it';

export const versionsEn: Translation<VersionsCatalogue> = {
  tab: 'Versions',
  title: 'Versions of the areas',
  intro:
    'Each area of the campaign loads its default version, or the one pinned here among the published versions. A change applies from the next page load.',
  adminOnly: 'Only the company’s administrator chooses the versions.',
  remote: {
    taskroom: 'Task Room',
    calendar: 'Calendar',
    challenge: 'Individual challenge',
    '360': '360° feedback',
    report: 'Report',
    admin: 'Administration',
  },
  loadsPinned: 'Loads version {{version}}, pinned for this campaign.',
  loadsDefault: 'Loads version {{version}}, the default.',
  loadsNothing: 'No version published.',
  choose: 'Version of {{remote}}',
  option: '{{version}}, published on {{date}}',
  optionDefault: '{{version}}, published on {{date}} (default)',
  pin: 'Pin this version',
  unpin: 'Back to the default',
  errors: {
    VERSION_NOT_FOUND: 'This version is not published.',
    PIN_NOT_FOUND: 'The campaign already loads the default version.',
    CAMPAIGN_NOT_FOUND: 'The campaign does not exist or belongs to another company.',
  },
};
