import { Heading } from '@chakra-ui/react/heading';
import { List } from '@chakra-ui/react/list';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { TaskItem } from './TaskItem';
import type { TaskEntry } from './useTaskEntries';

export interface TaskListProps {
  entries: TaskEntry[];
  /** The task whose popover shows, if any. */
  explainedId: number | null;
  onHover(entry: TaskEntry): void;
  onSelect(entry: TaskEntry, byKeyboard: boolean): void;
  onDismiss(): void;
}

/** The tests of the campaign in display order (docs/behaviour.md §2.8). */
export function TaskList({ entries, explainedId, onHover, onSelect, onDismiss }: TaskListProps) {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="taskroom-tasks">
      <Heading as="h2" size="lg" id="taskroom-tasks">
        {t('tasks')}
      </Heading>
      {entries.length ? (
        <List.Root mt="2" p="0">
          {entries.map((entry) => (
            <TaskItem
              key={entry.test.id}
              entry={entry}
              explained={explainedId === entry.test.id}
              onHover={onHover}
              onSelect={onSelect}
              onDismiss={onDismiss}
            />
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
