import { compute as businessCase } from './business-case/algorithm';
import { OUTCOME_LABELS as businessCaseLabels } from './business-case/outcomeLabels';
import { emptyChoices } from './common/choices/data';
import { compute as inBasket } from './in-basket/algorithm';
import { emptyInBasket } from './in-basket/data';
import { OUTCOME_LABELS as inBasketLabels } from './in-basket/outcomeLabels';
import { compute as numerical } from './numerical-reasoning/algorithm';
import { emptyNumerical } from './numerical-reasoning/data';
import { OUTCOME_LABELS as numericalLabels } from './numerical-reasoning/outcomeLabels';
import { compute as reflection } from './self-reflection/algorithm';
import { emptyReflection } from './self-reflection/data';
import { OUTCOME_LABELS as reflectionLabels } from './self-reflection/outcomeLabels';
import { compute as situational } from './situational-judgement/algorithm';
import { OUTCOME_LABELS as situationalLabels } from './situational-judgement/outcomeLabels';

describe('the assessor reads every outcome by a name in its language, not by its key', () => {
  it.each([
    ['in-basket', inBasket(emptyInBasket()), inBasketLabels],
    ['numerical-reasoning', numerical(emptyNumerical()), numericalLabels],
    ['self-reflection', reflection(emptyReflection()), reflectionLabels],
    ['situational-judgement', situational(emptyChoices()), situationalLabels],
    ['business-case', businessCase(emptyChoices()), businessCaseLabels],
  ])('%s', (_name, outcomes, labels) => {
    expect(outcomes.length).toBeGreaterThan(0);
    for (const { name } of outcomes) {
      expect(labels[name]).toEqual({ it: expect.any(String), en: expect.any(String), es: expect.any(String) });
    }
  });
});
