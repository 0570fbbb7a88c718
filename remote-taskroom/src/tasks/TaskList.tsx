import { Heading, List, Text } from '@chakra-ui/react';
import { isAssessor, missingPrerequisites } from '@skillup/shared';
import type { UserTest } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { TaskItem } from './TaskItem';

/** The tests of the campaign in display order; prerequisites lock only participants. */
export function TaskList({ tests, roleName }: { tests: UserTest[]; roleName: string | undefined }) {
  const { t } = useTranslation(NS);
  const assessor = isAssessor(roleName);
  return (
    <section aria-labelledby="taskroom-tasks">
      <Heading as="h2" size="lg" id="taskroom-tasks">
        {t('tasks')}
      </Heading>
      {tests.length ? (
        <List.Root listStyleType="none" mt="2">
          {tests.map((test) => (
            <TaskItem key={test.id} test={test} missing={missingPrerequisites(test, tests, assessor)} />
          ))}
        </List.Root>
      ) : (
        <Text mt="2" color="fg.muted">
          {t('empty')}
        </Text>
      )}
    </section>
  );
}
