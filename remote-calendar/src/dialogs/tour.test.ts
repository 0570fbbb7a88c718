import { nextStage, TOUR_STEPS, type TutorialStage } from './tour';

it('goes from the intro through the video and nine highlighted steps to the final word', () => {
  const seen: string[] = [];
  let stage: TutorialStage | null = { stage: 'intro' };
  while (stage) {
    seen.push(stage.stage === 'tour' ? `tour:${TOUR_STEPS[stage.step]}` : stage.stage);
    stage = nextStage(stage);
  }
  expect(seen).toEqual(['intro', 'video', ...TOUR_STEPS.map((step) => `tour:${step}`), 'final']);
  expect(TOUR_STEPS).toHaveLength(9);
});
