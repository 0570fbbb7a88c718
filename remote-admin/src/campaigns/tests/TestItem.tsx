import { Badge } from '@chakra-ui/react/badge';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { testAppearance } from '@skillup/shared';
import type { AdminActivity, AdminTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { formatDay, localText } from '../texts';

export const testName = (test: AdminTest, language: string) => localText(test.name, language) || test.abbreviation || `#${test.id}`;

/** Marks the controls of a test so that the focus can find them again after the list moves. */
export const controlOf = (testId: number, control: 'up' | 'down' | 'edit') => `${control}-${testId}`;

export interface TestItemProps {
  test: AdminTest;
  all: readonly AdminTest[];
  activities: readonly AdminActivity[];
  first: boolean;
  last: boolean;
  /** The campaign's editing controls; a reader gets none. */
  editable: boolean;
  onMove(direction: -1 | 1): void;
  onEdit(): void;
  onRemove(): void;
}

/** One test as the list shows it: what it opens, its details, what it waits for, and its controls. */
export function TestItem({ test, all, activities, first, last, editable, onMove, onEdit, onRemove }: TestItemProps) {
  const { t, i18n } = useTranslation(NS);
  const name = testName(test, i18n.language);
  const appearance = testAppearance({ jsonData: {}, color: test.color, duration: test.duration });
  const activity = activities.find((entry) => entry.activity === test.activity);
  const prerequisites = test.prerequisites
    .map((id) => all.find((other) => other.id === id))
    .filter((other): other is AdminTest => other !== undefined)
    .map((other) => testName(other, i18n.language));
  const details = [
    activity ? localText(activity.name, i18n.language) : test.url,
    test.duration ? t('campaigns.tests.minutes', { count: test.duration }) : null,
    test.startDate ? t('campaigns.tests.starts', { date: formatDay(test.startDate, i18n.language) }) : null,
    test.repeatable ? t('campaigns.tests.repeatable') : null,
    test.hasTimer ? t('campaigns.tests.timer') : null,
  ].filter(Boolean);
  // Each button's name says which test it moves; the space keeps the words apart when read together.
  const hidden = <VisuallyHidden>{` ${name}`}</VisuallyHidden>;
  return (
    <Stack gap="2" borderWidth="1px" borderRadius="md" p="3">
      <Flex gap="3" align="center" wrap="wrap">
        <Text color="fg.muted" fontVariantNumeric="tabular-nums">
          {t('campaigns.tests.position', { position: test.position })}
        </Text>
        {test.abbreviation && (
          <Box as="span" px="2" py="0.5" borderRadius="sm" color="white" bg={appearance.solid} fontWeight="semibold" fontSize="sm">
            {test.abbreviation}
          </Box>
        )}
        <Heading as="h4" size="sm" overflowWrap="anywhere">
          {name}
        </Heading>
        {test.answered && (
          <Badge colorPalette="gray" variant="outline">
            {t('campaigns.tests.answeredBadge')}
          </Badge>
        )}
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {details.join(' · ')}
      </Text>
      <Text fontSize="sm">
        {prerequisites.length ? t('campaigns.tests.after', { names: prerequisites.join(', ') }) : t('campaigns.tests.noPrerequisites')}
      </Text>
      {editable && (
        <Flex gap="2" wrap="wrap">
          <Button size="sm" variant="outline" data-control={controlOf(test.id, 'up')} disabled={first} onClick={() => onMove(-1)}>
            {t('campaigns.tests.up')}
            {hidden}
          </Button>
          <Button size="sm" variant="outline" data-control={controlOf(test.id, 'down')} disabled={last} onClick={() => onMove(1)}>
            {t('campaigns.tests.down')}
            {hidden}
          </Button>
          <Button size="sm" variant="outline" data-control={controlOf(test.id, 'edit')} onClick={onEdit}>
            {t('campaigns.tests.edit')}
            {hidden}
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" onClick={onRemove}>
            {t('campaigns.tests.remove')}
            {hidden}
          </Button>
        </Flex>
      )}
    </Stack>
  );
}
