export { PrivateLayout } from './PrivateLayout';
export { CampaignGate } from './CampaignGate';
