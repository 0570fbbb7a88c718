import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { GroupCount, Nomination } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { StatusBadge } from './StatusBadge';

export interface GroupSectionProps {
  group: GroupCount;
  nominations: Nomination[];
  /** Given while nominations may still be removed. */
  onRemove?: (nomination: Nomination) => void;
  /** Tells, for a nomination, whether a replacement may be nominated now. */
  canReplace: (nomination: Nomination) => boolean;
  onReplace: (nomination: Nomination) => void;
  busy: boolean;
}

const fullName = (nomination: Nomination) => `${nomination.nominee.firstName} ${nomination.nominee.lastName}`;

/** One group: its count against the limits, what it still needs, and the people nominated in it. */
export function GroupSection({ group, nominations, onRemove, canReplace, onReplace, busy }: GroupSectionProps) {
  const { t } = useTranslation(NS);
  const name = t(`groups.${group.group}`);
  const headingId = `nomination-group-${group.group}`;
  return (
    <Stack as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" gap="3">
      <Heading as="h3" size="md" id={headingId}>
        {name}
      </Heading>
      <Stack gap="1" aria-live="polite">
        <Text fontWeight="semibold">{t('nominations.count', { count: group.count, min: group.min, max: group.max })}</Text>
        {group.count < group.min ? <Text color="orange.700">{t('nominations.belowMin', { count: group.min })}</Text> : null}
        {group.count > group.max ? <Text color="orange.700">{t('nominations.aboveMax', { count: group.max })}</Text> : null}
        {group.count < group.threshold ? (
          <Text color="orange.700">{t(`nominations.belowThreshold.${group.group}`, { count: group.threshold })}</Text>
        ) : null}
      </Stack>
      {nominations.length === 0 ? (
        <Text color="fg.muted">{t('nominations.empty')}</Text>
      ) : (
        <List.Root listStyleType="none" gap="2" aria-label={t('nominations.nominees', { group: name })}>
          {nominations.map((nomination) => (
            <List.Item key={nomination.id} borderTopWidth="1px" pt="2">
              <HStack justify="space-between" gap="3" wrap="wrap" width="full">
                <Box minW="0">
                  <Text fontWeight="semibold">{fullName(nomination)}</Text>
                  {nomination.nominee.team ? (
                    <Text fontSize="sm" color="fg.muted">
                      {nomination.nominee.team}
                    </Text>
                  ) : null}
                  <StatusBadge status={nomination.status} />
                  {nomination.reason && (nomination.status === 'denied' || nomination.status === 'declined') ? (
                    <Text fontSize="sm">{t('nominations.reason', { reason: nomination.reason })}</Text>
                  ) : null}
                </Box>
                {onRemove ? (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={t('nominations.actionFor', { action: t('nominations.remove'), name: fullName(nomination) })}
                    disabled={busy}
                    onClick={() => onRemove(nomination)}
                  >
                    {t('nominations.remove')}
                  </Button>
                ) : canReplace(nomination) ? (
                  <Button
                    size="sm"
                    colorPalette="brand"
                    aria-label={t('nominations.actionFor', { action: t('nominations.replace'), name: fullName(nomination) })}
                    onClick={() => onReplace(nomination)}
                  >
                    {t('nominations.replace')}
                  </Button>
                ) : null}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
    </Stack>
  );
}
