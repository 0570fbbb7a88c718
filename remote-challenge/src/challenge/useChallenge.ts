import { withLocalProgressAtom } from '@skillup/shared';
import type { UserCampaign, UserTest } from '@skillup/shared/api/contract';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { readStory, type Story } from '../campaign/challengeTexts';
import { readDocumentLinks, type DocumentLinks } from '../documents/documentLinks';
import { currentSection, progressStep, readSections, sectionProgress, showsIntro, type DataProblem, type Section } from '../sections/sections';

export interface Challenge {
  sections: Section[];
  current: Section | undefined;
  /** Index of the current section, from 1. */
  currentNumber: number;
  /** docs/behaviour.md §9: 0, 25, 50, 75 or 100. */
  percent: number;
  intro: Story | null;
  outro: Story | null;
  introDue: boolean;
  links: DocumentLinks;
  problems: Array<DataProblem | { kind: 'missingIntro' | 'missingOutro' } | { kind: 'badLink'; key: string }>;
}

/** Everything the theme shows, read from the campaign data and the user's tests (local completions applied). */
export function useChallenge(campaign: UserCampaign, tests: readonly UserTest[]): Challenge {
  const withLocalProgress = useAtomValue(withLocalProgressAtom);
  return useMemo(() => {
    const { sections, problems } = readSections(campaign, withLocalProgress(campaign.id, tests));
    const current = currentSection(sections);
    const intro = readStory(campaign.data.intro);
    const outro = readStory(campaign.data.outro);
    const links = readDocumentLinks(campaign.data.links);
    return {
      sections,
      current,
      currentNumber: current ? sections.indexOf(current) + 1 : 0,
      percent: progressStep(sectionProgress(sections)),
      intro,
      outro,
      introDue: showsIntro(sections),
      links,
      problems: [
        ...problems,
        ...(intro ? [] : [{ kind: 'missingIntro' as const }]),
        ...(outro ? [] : [{ kind: 'missingOutro' as const }]),
        ...links.rejected.map((key) => ({ kind: 'badLink' as const, key })),
      ],
    };
  }, [campaign, tests, withLocalProgress]);
}
