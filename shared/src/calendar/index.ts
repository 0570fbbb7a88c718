export {
  parseDay,
  toDay,
  isWorkingDay,
  nextWorkingDay,
  campaignBounds,
  calendarMonths,
  type Day,
  type CalendarBounds,
} from './days';
export {
  dayOfTest,
  testOnDay,
  scheduledDays,
  isDisabled,
  isSelectable,
  dependantsOf,
  dependantDays,
  pickRefusal,
  reschedule,
  nextActivityDay,
  goToNextActivity,
  allComplete,
  type CalendarTest,
  type PickRefusal,
} from './rules';
export { storeChangeRefusal, initialStore, STORE_REFUSAL_MESSAGES, type StoreRefusal } from './check';
