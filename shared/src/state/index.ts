export type { AppStore } from './store';
export { sessionUserAtom } from './session';
export { languageAtom } from './language';
export { isMobileAtom, fullScreenAtom } from './ui';
export { clearSessionAtom } from './clear';
export { useCampaignTexts } from './useCampaignTexts';
export { currentTestAtom, markTestCompleteAtom, withLocalProgressAtom } from './tests';
export { flowAtom, addFlowStepAtom, setFlowDataAtom, resetFlowAtom } from './flow';
