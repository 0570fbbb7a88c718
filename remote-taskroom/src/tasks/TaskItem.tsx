import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Center } from '@chakra-ui/react/center';
import { Popover } from '@chakra-ui/react/popover';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { isMobileAtom, taskAbbreviation, testAppearance } from '@skillup/shared';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import { StatusIcon } from './StatusIcon';
import type { TaskEntry } from './useTaskEntries';

export interface TaskItemProps {
  entry: TaskEntry;
  /** The popover of a task that cannot open is showing. */
  explained: boolean;
  onHover(entry: TaskEntry): void;
  /** `byKeyboard`: Enter or Space chose it, so the focus follows to what it opened. */
  onSelect(entry: TaskEntry, byKeyboard: boolean): void;
  onDismiss(): void;
}

function useExplanation(entry: TaskEntry): string | null {
  const { t, i18n } = useTranslation(NS);
  // In a closed campaign nothing opens any more: neither the browser nor a prerequisite is why.
  if (entry.readOnly) return null;
  if (!entry.supported) return t('unsupported');
  if (entry.state !== 'locked') return null;
  const names = entry.missing.map((test) => test.name);
  return t('lockedHint', { list: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names) });
}

/**
 * docs/behaviour.md §2.8: abbreviation, name and status icon. Hover selects it, touch or click at once; a locked or
 * unsupported task explains itself in a popover instead; a task complete for good, or any task of a
 * closed campaign, is inert.
 */
export function TaskItem({ entry, explained, onHover, onSelect, onDismiss }: TaskItemProps) {
  const explanation = useExplanation(entry);
  const { test } = entry;
  const inert = !entry.selectable && !explanation;
  const itemRef = useRef<HTMLLIElement>(null);
  const isMobile = useAtomValue(isMobileAtom);
  return (
    <Box as="li" ref={itemRef} listStyleType="none" borderBottomWidth="1px">
      <Popover.Root
        open={explained && explanation !== null}
        onOpenChange={({ open }) => (open ? undefined : onDismiss())}
        autoFocus={false}
        // The task itself opened the popover: touching or focusing it again is no reason to close.
        onInteractOutside={(event) => {
          if (event.target instanceof Node && itemRef.current?.contains(event.target)) event.preventDefault();
        }}
        // On a phone the list fills the width: beside it there is no room, below the task there is.
        positioning={{ placement: isMobile ? 'bottom' : 'left' }}
      >
        <Popover.Anchor asChild>
          <Button
            variant="ghost"
            w="full"
            h="auto"
            py="3"
            px="2"
            justifyContent="flex-start"
            gap="3"
            aria-disabled={inert || undefined}
            cursor={inert ? 'default' : 'pointer'}
            onMouseEnter={() => onHover(entry)}
            // A click from the keyboard has no pointer presses: detail is 0.
            onClick={(event) => onSelect(entry, event.detail === 0)}
          >
            <Center w="10" h="10" flexShrink={0} rounded="md" bg={testAppearance(test).solid} color="white" fontWeight="bold" aria-hidden="true">
              {taskAbbreviation(test)}
            </Center>
            <Text flex="1" minW="0" textAlign="start" fontWeight="medium" whiteSpace="normal">
              {test.name}
            </Text>
            <StatusIcon state={entry.state} />
          </Button>
        </Popover.Anchor>
        <Portal>
          <Popover.Positioner>
            <Popover.Content>
              <Popover.Arrow />
              <Popover.Body>{explanation}</Popover.Body>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </Box>
  );
}
