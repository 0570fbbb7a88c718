export type { AppStore } from './store';
export { sessionUserAtom } from './session';
export { campaignListAtom, selectedCampaignAtom, privacyAgreementAtom } from './campaigns';
export { languageAtom } from './language';
export { isMobileAtom, isLegacyBrowserAtom, accountWidgetOpenAtom, fullScreenAtom, MOBILE_MEDIA_QUERY } from './ui';
export {
  notificationsAtom,
  notifyAtom,
  dismissNotificationAtom,
  NOTIFICATION_TIMEOUT_MS,
  LONG_NOTIFICATION_TIMEOUT_MS,
  type AppNotification,
  type NotificationStatus,
} from './notifications';
export { clearSessionAtom } from './clear';
export { useCampaignTexts } from './useCampaignTexts';
export { currentTestAtom, markTestCompleteAtom, withLocalProgressAtom } from './tests';
export { privacyAcceptedAtom } from './consent';
export { flowAtom, addFlowStepAtom, setFlowDataAtom, resetFlowAtom, type Flow } from './flow';
export { onlineAtom } from './online';
