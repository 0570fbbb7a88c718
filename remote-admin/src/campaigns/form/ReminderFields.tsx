import { Alert } from '@chakra-ui/react/alert';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { CheckField } from '../../common/fields';
import { NS } from '../../i18n';
import { fieldId } from './validate';
import type { CampaignFormValues } from './values';

type Reminders = CampaignFormValues['reminders'];

/**
 * docs/jobs.md, "Reminder schedule": whether the people with a test left are reminded, and on
 * which days before the end. The days show only while reminders are on; they stay checked while
 * off, so that turning them on again brings them back. Without an end date no reminder goes,
 * and the section says so.
 */
export function ReminderFields({
  reminders,
  choices,
  dateEnd,
  error,
  onChange,
}: {
  reminders: Reminders;
  /** The days offered, the earliest reminder first. */
  choices: readonly number[];
  /** The end date as typed; empty: none. */
  dateEnd: string;
  /** What is wrong with the days, in the interface language. */
  error: string | undefined;
  /** A change of the reminders as they are when it applies: a checkbox tells its change a moment after the click. */
  onChange(change: (current: Reminders) => Reminders): void;
}) {
  const { t } = useTranslation(NS, { keyPrefix: 'campaigns.form' });
  const errorId = `${fieldId.reminderDays}-error`;
  const toggle = (day: number, checked: boolean) =>
    onChange((current) => ({
      ...current,
      daysBefore: checked ? [...current.daysBefore.filter((other) => other !== day), day] : current.daysBefore.filter((other) => other !== day),
    }));
  return (
    <>
      <CheckField
        label={t('remindersOn')}
        helper={t('remindersHelp')}
        checked={reminders.on}
        onChange={(on) => onChange((current) => ({ ...current, on }))}
      />
      {reminders.on && (
        <Fieldset.Root invalid={Boolean(error)}>
          <Fieldset.Legend fontWeight="medium">{t('reminderDays')}</Fieldset.Legend>
          <Flex wrap="wrap" columnGap="6" rowGap="3" mt="2">
            {choices.map((day) => (
              <Checkbox.Root
                key={day}
                invalid={Boolean(error)}
                checked={reminders.daysBefore.includes(day)}
                onCheckedChange={(details) => toggle(day, details.checked === true)}
              >
                <Checkbox.HiddenInput aria-describedby={error ? errorId : undefined} />
                <Checkbox.Control />
                <Checkbox.Label whiteSpace="nowrap">{day === 0 ? t('reminderLastDay') : t('reminderDay', { count: day })}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Flex>
          {/* The theme's error red is 3.8:1 on white: text needs the darker shade (4.5:1). */}
          {error && (
            <Text id={errorId} fontSize="sm" color="red.700">
              {error}
            </Text>
          )}
        </Fieldset.Root>
      )}
      {reminders.on && !dateEnd && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>{t('remindersNoEnd')}</Alert.Description>
        </Alert.Root>
      )}
    </>
  );
}
