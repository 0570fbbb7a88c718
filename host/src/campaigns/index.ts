export { SelectCampaignPage } from './SelectCampaignPage';
