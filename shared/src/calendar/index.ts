export { parseDay, toDay, campaignBounds, calendarMonths, type Day, type CalendarBounds } from './days';
export {
  testOnDay,
  scheduledDays,
  isDisabled,
  isSelectable,
  pickRefusal,
  reschedule,
  nextActivityDay,
  goToNextActivity,
  allComplete,
  type CalendarTest,
  type PickRefusal,
} from './rules';
export { storeChangeRefusal, initialStore, STORE_REFUSAL_MESSAGES } from './check';
