/** The nine steps of the tutorial, each naming the part of the agenda it highlights (data-tour). */
export const TOUR_STEPS = ['title', 'day', 'grid', 'months', 'sidebar', 'reschedule', 'start', 'footer', 'tutorial'] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

/** docs/behaviour.md §4: the tutorial goes intro, video, the highlighted tour, then the final word. */
export type TutorialStage = { stage: 'intro' } | { stage: 'video' } | { stage: 'tour'; step: number } | { stage: 'final' };

export function nextStage(current: TutorialStage): TutorialStage | null {
  switch (current.stage) {
    case 'intro':
      return { stage: 'video' };
    case 'video':
      return { stage: 'tour', step: 0 };
    case 'tour':
      return current.step + 1 < TOUR_STEPS.length ? { stage: 'tour', step: current.step + 1 } : { stage: 'final' };
    case 'final':
      return null;
  }
}
