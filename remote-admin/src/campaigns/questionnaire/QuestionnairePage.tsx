import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { OtherPages, RequestContent } from '@skillup/shared';
import type { AdminQuestionnaireResponse, Language } from '@skillup/shared/api/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../common/fields';
import { ServerError } from '../../common/ServerError';
import { NS } from '../../i18n';
import { useMayEdit } from '../../layout/useMayEdit';
import { useLoadedCampaign } from '../CampaignFrame';
import { useQuestionnaire, useSaveQuestionnaire } from '../api/questionnaire';
import { listEditing, useEditorEvents } from '../../common/orderedList';
import { QuestionEditor } from './QuestionEditor';
import { QuestionnaireView } from './QuestionnaireView';
import {
  emptyQuestion,
  fieldId,
  hasFeedback360,
  LIMITS,
  questionnaireDraftOf,
  requestOf,
  validateDraft,
  type QuestionDraft,
  type QuestionnaireDraft,
} from './values';

const SCALE_VALUES = [1, 2, 3, 4, 5] as const;

interface EditorProps {
  campaignId: number;
  answer: AdminQuestionnaireResponse;
  languages: readonly Language[];
}

function QuestionnaireEditor({ campaignId, answer, languages }: EditorProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'questionnaire' });
  const { t: tc } = useTranslation(NS);
  const save = useSaveQuestionnaire(campaignId);
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<QuestionnaireDraft>(() => questionnaireDraftOf(answer.questionnaire));
  const [attempts, setAttempts] = useState(0);
  const { announcement, events } = useEditorEvents(formRef, draft);
  const errors = attempts > 0 ? validateDraft(draft) : {};
  const errorCount = Object.keys(errors).length;
  const { questions } = draft;

  useEffect(() => {
    if (attempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const setQuestions = (update: (questions: QuestionDraft[]) => QuestionDraft[]) =>
    setDraft((current) => ({ ...current, questions: update(current.questions) }));
  const editing = listEditing(questions, (changed) => setQuestions(() => changed), events, {
    moved: (from, to) => t('moved', { from, to }),
    removed: (number) => t('removed', { number }),
    added: (number) => t('added', { number }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((count) => count + 1);
    if (Object.keys(validateDraft(draft)).length > 0) return;
    save.mutate(requestOf(draft, languages), { onSuccess: () => events.announce(t('saved')) });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t('title')}>
      <Stack gap="6">
        {answer.questionnaire === null && <Text>{t('new')}</Text>}
        <Fieldset.Root borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
          <Fieldset.Legend px="1">
            <Heading as="h4" size="md">
              {t('scale.title')}
            </Heading>
          </Fieldset.Legend>
          <Fieldset.HelperText>{t('scale.help')}</Fieldset.HelperText>
          <Stack gap="4" mt="2">
            {SCALE_VALUES.map((value, index) => (
              <Stack key={value} gap="2">
                <Text fontWeight="medium">{t('scale.value', { value })}</Text>
                <SimpleGrid columns={{ base: 1, md: Math.min(languages.length, 3) }} gap="3">
                  {languages.map((lang) => (
                    <TextField
                      key={lang}
                      id={fieldId.scale(value, lang)}
                      lang={lang}
                      label={t('scale.label', { value, language: tc(`common.languages.${lang}`) })}
                      value={draft.scale[index]?.[lang] ?? ''}
                      onChange={(text) =>
                        setDraft((current) => ({
                          ...current,
                          scale: current.scale.map((label, at) => (at === index ? { ...label, [lang]: text } : label)),
                        }))
                      }
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </Fieldset.Root>
        <Stack gap="4">
          <Heading as="h4" size="md">
            {t('questions.title')}
          </Heading>
          <Stack asChild gap="4" listStyleType="none">
            <ol aria-label={t('questions.listLabel')}>
              {questions.map((question, index) => (
                <li key={question.key}>
                  <QuestionEditor
                    question={question}
                    number={index + 1}
                    total={questions.length}
                    languages={languages}
                    skills={answer.skills}
                    errors={errors}
                    onChange={(changed) => setQuestions((current) => current.map((other) => (other.key === changed.key ? changed : other)))}
                    onMove={(direction) => editing.move(index, direction)}
                    onRemove={() => editing.remove(index)}
                    {...events}
                  />
                </li>
              ))}
            </ol>
          </Stack>
          <Box>
            <Button variant="outline" disabled={questions.length >= LIMITS.questions} onClick={() => editing.add(emptyQuestion())}>
              {t('add')}
            </Button>
          </Box>
        </Stack>
        <Text role="status">{announcement}</Text>
        {errorCount > 0 && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('fixErrors', { count: errorCount })}</Alert.Title>
          </Alert.Root>
        )}
        <ServerError error={save.error} scope="questionnaire" />
        <Flex>
          <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText={t('save')}>
            {t('save')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

function LoadedQuestionnaire({ answer, languages, campaignId }: EditorProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'questionnaire' });
  const mayEdit = useMayEdit();
  if (answer.lockedBy === null && mayEdit) return <QuestionnaireEditor campaignId={campaignId} answer={answer} languages={languages} />;
  return (
    <Stack gap="5">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{answer.lockedBy ? t(`locked.${answer.lockedBy}`) : t('readOnly')}</Alert.Title>
      </Alert.Root>
      <QuestionnaireView answer={answer} languages={languages} />
    </Stack>
  );
}

/**
 * docs/areas/admin.md, "The 360 questionnaire": the scale and the questions of a campaign's 360,
 * written in the campaign's languages and saved whole while nobody has answered.
 */
export function QuestionnairePage() {
  const { tests } = useLoadedCampaign();
  return hasFeedback360(tests) ? <Questionnaire360 /> : <OtherPages />;
}

function Questionnaire360() {
  const { t } = useTranslation(NS, { keyPrefix: 'questionnaire' });
  const { campaign } = useLoadedCampaign();
  const questionnaire = useQuestionnaire(campaign.id);
  const languages = campaign.languages.map((language) => language.lang);
  return (
    <Stack gap="4">
      <Heading as="h3" size="lg">
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('intro')}</Text>
      <RequestContent request={questionnaire}>
        {(answer) => <LoadedQuestionnaire campaignId={campaign.id} answer={answer} languages={languages} />}
      </RequestContent>
    </Stack>
  );
}
