import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { MIDDLE_VALUE, NO_MIDDLE_RELATION, type ClosedQuestion } from '@skillup/shared/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

interface Props {
  questions: ClosedQuestion[];
  values: Record<string, number>;
  relationId: number;
  narrow: boolean;
  onAnswer(questionId: number, value: number): void;
}

function Question({
  question,
  value,
  relationId,
  onAnswer,
}: {
  question: ClosedQuestion;
  value: number | undefined;
  relationId: number;
  onAnswer: Props['onAnswer'];
}) {
  const legendId = `q360-${question.id}-legend`;
  const options = question.options.filter((o) => relationId !== NO_MIDDLE_RELATION || o.value !== MIDDLE_VALUE);
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
      <Fieldset.Legend id={legendId} fontWeight="semibold" mb="2">
        {question.text}
      </Fieldset.Legend>
      <RadioGroup.Root
        name={`q360-${question.id}`}
        aria-labelledby={legendId}
        value={value === undefined ? null : String(value)}
        onValueChange={(e) => {
          if (e.value) onAnswer(question.id, Number(e.value));
        }}
      >
        <HStack gap="4" wrap="wrap">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={String(option.value)}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </HStack>
      </RadioGroup.Root>
    </Fieldset.Root>
  );
}

/** Up to ten closed questions; on a narrow screen one at a time. */
export function ClosedPage({ questions, values, relationId, narrow, onAnswer }: Props) {
  const { t } = useTranslation(NS);
  const [index, setIndex] = useState(0);
  if (!narrow) {
    return (
      <Stack gap="3">
        {questions.map((q) => (
          <Question key={q.id} question={q} value={values[q.id]} relationId={relationId} onAnswer={onAnswer} />
        ))}
      </Stack>
    );
  }
  const shown = Math.min(index, questions.length - 1);
  const question = questions[shown];
  if (!question) return null;
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('questionnaire.questionOf', { index: shown + 1, total: questions.length })}
      </Text>
      <Question
        question={question}
        value={values[question.id]}
        relationId={relationId}
        onAnswer={(id, value) => {
          onAnswer(id, value);
        }}
      />
      {/* On a narrow phone the two do not fit side by side: the next one wraps, still on the right. */}
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Button variant="outline" size="sm" disabled={shown === 0} onClick={() => setIndex(shown - 1)}>
          {t('questionnaire.previousQuestion')}
        </Button>
        <Button variant="outline" size="sm" ms="auto" disabled={shown === questions.length - 1} onClick={() => setIndex(shown + 1)}>
          {t('questionnaire.nextQuestion')}
        </Button>
      </HStack>
    </Stack>
  );
}
