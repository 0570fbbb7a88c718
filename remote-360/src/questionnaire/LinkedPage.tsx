import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { LinkedQuestion } from '@skillup/shared/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { Placements } from './answers';
import { toggleLinked, unplace } from './linked-toggle';

interface Props {
  question: LinkedQuestion;
  placements: Placements;
  narrow: boolean;
  onChange(placements: Placements): void;
}

/**
 * A linked question: each answer goes into at most one column. Wide: a select per answer;
 * narrow: one column at a time, answers held by another column disabled.
 */
export function LinkedPage({ question, placements, narrow, onChange }: Props) {
  const { t } = useTranslation(NS);
  const [columnIndex, setColumnIndex] = useState(0);
  const columns = [...question.columns].sort((a, b) => a.order - b.order);
  const columnOf = (answerId: number) => placements.find(([id]) => id === answerId)?.[1];
  const count = (key: number) => placements.filter(([, column]) => column === key).length;
  const limits = t('questionnaire.linkedLimits', { min: question.min_answers, count: question.max_answers });
  const legendId = `q360-${question.id}-legend`;

  if (!narrow) {
    return (
      <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
        <Fieldset.Legend id={legendId} fontWeight="semibold">
          {question.label}
        </Fieldset.Legend>
        <Fieldset.HelperText>{limits}</Fieldset.HelperText>
        <HStack gap="4" wrap="wrap" aria-live="polite">
          {columns.map((column) => (
            <Text key={column.key} fontSize="sm">{`${column.label}: ${count(column.key)}/${question.max_answers}`}</Text>
          ))}
        </HStack>
        <Stack gap="2" mt="2">
          {question.answers.map((answer) => {
            const selectId = `q360-${question.id}-a${answer.id}`;
            return (
              <HStack key={answer.id} justify="space-between" gap="3" wrap="wrap">
                <Text asChild>
                  <label htmlFor={selectId}>{answer.label}</label>
                </Text>
                <NativeSelect.Root size="sm" width="auto" minW="44">
                  <NativeSelect.Field
                    id={selectId}
                    aria-label={t('questionnaire.columnFor', { answer: answer.label })}
                    value={String(columnOf(answer.id) ?? '')}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      onChange(
                        value === '' ? unplace(placements, answer.id) : toggleLinked(placements, answer.id, Number(value), question.max_answers),
                      );
                    }}
                  >
                    <option value="">{t('questionnaire.notPlaced')}</option>
                    {columns.map((column) => (
                      <option key={column.key} value={String(column.key)}>
                        {column.label}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </HStack>
            );
          })}
        </Stack>
      </Fieldset.Root>
    );
  }

  const shown = Math.min(columnIndex, columns.length - 1);
  const column = columns[shown];
  if (!column) return null;
  return (
    <Stack gap="3">
      <Text fontWeight="semibold" id={legendId}>
        {question.label}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {limits}
      </Text>
      <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
        <Fieldset.Legend fontWeight="semibold">{`${column.label} (${count(column.key)}/${question.max_answers})`}</Fieldset.Legend>
        <Fieldset.HelperText>{t('questionnaire.columnOf', { index: shown + 1, total: columns.length })}</Fieldset.HelperText>
        <Stack gap="2" mt="2">
          {question.answers.map((answer) => {
            const held = columnOf(answer.id);
            return (
              <Checkbox.Root
                key={answer.id}
                checked={held === column.key}
                disabled={held !== undefined && held !== column.key}
                onCheckedChange={() => onChange(toggleLinked(placements, answer.id, column.key, question.max_answers))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{answer.label}</Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </Stack>
      </Fieldset.Root>
      {/* On a narrow phone the two do not fit side by side: the next one wraps, still on the right. */}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="outline" size="sm" disabled={shown === 0} onClick={() => setColumnIndex(shown - 1)}>
          {t('questionnaire.previousColumn')}
        </Button>
        <Button variant="outline" size="sm" ms="auto" disabled={shown === columns.length - 1} onClick={() => setColumnIndex(shown + 1)}>
          {t('questionnaire.nextColumn')}
        </Button>
      </HStack>
    </Stack>
  );
}
