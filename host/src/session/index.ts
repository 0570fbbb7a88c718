export { PrivateLayout } from './PrivateLayout';
export { CampaignGate } from './CampaignGate';
export { SignedInFrame } from './SignedInFrame';
export { useRestoredSession } from './useRestoredSession';
