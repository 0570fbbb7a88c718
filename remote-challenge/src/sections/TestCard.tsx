import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { testAppearance } from '@skillup/shared';
import type { UserTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { TestStatusBadge } from './TestStatusBadge';

/** docs/behaviour.md §2.11: a test of the current section; opening it shows its instructions. */
export function TestCard({ test, onOpen }: { test: UserTest; onOpen(test: UserTest): void }) {
  const { t } = useTranslation(NS);
  const { duration } = testAppearance(test);
  return (
    <Card.Root as="li" size="sm" data-testid="challenge-card">
      <Card.Body gap="2">
        <Card.Title as="h3">{test.name}</Card.Title>
        <Card.Description>{test.description}</Card.Description>
        <HStack gap="2">
          <TestStatusBadge status={test.status} />
          {duration !== null ? (
            <Text fontSize="sm" color="fg.muted">
              {t('card.minutes', { count: duration })}
            </Text>
          ) : null}
        </HStack>
      </Card.Body>
      <Card.Footer>
        <Button size="sm" colorPalette="yellow" onClick={() => onOpen(test)}>
          {t('card.open', { name: test.name })}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
