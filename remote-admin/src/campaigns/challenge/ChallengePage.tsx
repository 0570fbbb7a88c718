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
import {
  CHALLENGE_LINK_KEYS,
  CHALLENGE_SECTIONS,
  type AdminChallengeResponse,
  type AdminTest,
  type ChallengeLinkKey,
} from '@skillup/shared/api/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../common/fields';
import { ServerError } from '../../common/ServerError';
import { NS } from '../../i18n';
import { useMayEdit } from '../../layout/useMayEdit';
import { useLoadedCampaign } from '../CampaignFrame';
import { listEditing, useEditorEvents } from '../../common/orderedList';
import { localText } from '../texts';
import { useChallenge, useSaveChallenge } from '../api/challenge';
import { ChallengeView } from './ChallengeView';
import { SectionEditor, type TestChoice } from './SectionEditor';
import {
  challengeDraftOf,
  emptySection,
  fieldId,
  isChallengeTheme,
  placed,
  requestOf,
  sectionCountWrong,
  validateDraft,
  type ChallengeDraft,
  type LinkField,
  type SectionDraft,
} from './values';

/** A test's name in the interface language, or its id when the campaign no longer has it. */
function useTestName(tests: readonly AdminTest[]) {
  const { t, i18n } = useTranslation(NS, { keyPrefix: 'challenge' });
  return (id: number) => {
    const test = tests.find((candidate) => candidate.id === id);
    return (test && localText(test.name, i18n.language)) || t('testName', { id });
  };
}

const LINK_LABELS: Record<LinkField, string> = {
  url: 'links.url',
  title: 'links.linkTitle',
  description: 'links.description',
  category: 'links.category',
  image: 'links.image',
};

interface EditorProps {
  campaignId: number;
  answer: AdminChallengeResponse;
  tests: readonly AdminTest[];
}

function ChallengeEditor({ campaignId, answer, tests }: EditorProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'challenge' });
  const save = useSaveChallenge(campaignId);
  const testName = useTestName(tests);
  const formRef = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<ChallengeDraft>(() => challengeDraftOf(answer.challenge));
  const [attempts, setAttempts] = useState(0);
  const { announcement, events } = useEditorEvents(formRef, draft);
  const errors = attempts > 0 ? validateDraft(draft) : {};
  const errorCount = Object.keys(errors).length;
  const countWrong = sectionCountWrong(draft);
  const { sections } = draft;

  useEffect(() => {
    if (attempts === 0) return;
    const target =
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? formRef.current?.querySelector<HTMLElement>('[data-focus="count"]');
    target?.focus();
  }, [attempts]);

  const setSections = (update: (sections: SectionDraft[]) => SectionDraft[]) =>
    setDraft((current) => ({ ...current, sections: update(current.sections) }));
  const setStory = (story: 'intro' | 'outro', field: 'title' | 'text', value: string) =>
    setDraft((current) => ({ ...current, [story]: { ...current[story], [field]: value } }));
  const setLink = (key: ChallengeLinkKey, field: LinkField, value: string) =>
    setDraft((current) => ({ ...current, links: { ...current.links, [key]: { ...current.links[key], [field]: value } } }));

  const choices: TestChoice[] = tests.map((test) => {
    const at = sections.findIndex((section) => section.tests.includes(test.id));
    return { id: test.id, name: testName(test.id), section: at < 0 ? null : at + 1 };
  });

  const editing = listEditing(sections, (changed) => setSections(() => changed), events, {
    moved: (from, to) => t('sectionMoved', { from, to }),
    removed: (number) => t('sectionRemoved', { number }),
    added: (number) => t('sectionAdded', { number }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((count) => count + 1);
    if (sectionCountWrong(draft) || Object.keys(validateDraft(draft)).length > 0) return;
    save.mutate(requestOf(draft), { onSuccess: () => events.announce(t('saved')) });
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-label={t('title')}>
      <Stack gap="6">
        {answer.challenge === null && <Text>{t('new')}</Text>}
        {answer.challenge !== null && answer.challenge.sections.length !== CHALLENGE_SECTIONS && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Title>{t('count', { count: answer.challenge.sections.length })}</Alert.Title>
          </Alert.Root>
        )}
        {(['intro', 'outro'] as const).map((story) => (
          <Fieldset.Root key={story} borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
            <Fieldset.Legend px="1">
              <Heading as="h4" size="md">
                {t(`story.${story}`)}
              </Heading>
            </Fieldset.Legend>
            <Stack gap="3" mt="2">
              <TextField
                id={fieldId.story(story, 'title')}
                label={t('story.title', { story: t(`story.${story}`) })}
                value={draft[story].title}
                onChange={(value) => setStory(story, 'title', value)}
              />
              <TextAreaField
                id={fieldId.story(story, 'text')}
                label={t('story.text', { story: t(`story.${story}`) })}
                value={draft[story].text}
                onChange={(value) => setStory(story, 'text', value)}
              />
            </Stack>
          </Fieldset.Root>
        ))}
        <Stack gap="4">
          <Heading as="h4" size="md">
            {t('sections.title')}
          </Heading>
          <Stack asChild gap="4" listStyleType="none">
            <ol aria-label={t('sections.listLabel')}>
              {sections.map((section, index) => (
                <li key={section.key}>
                  <SectionEditor
                    section={section}
                    number={index + 1}
                    total={sections.length}
                    removable={sections.length > CHALLENGE_SECTIONS}
                    choices={choices}
                    testName={testName}
                    errors={errors}
                    onChange={(changed) => setSections((current) => current.map((other) => (other.key === changed.key ? changed : other)))}
                    onMove={(direction) => editing.move(index, direction)}
                    onRemove={() => editing.remove(index)}
                    onPlace={(testId) => setSections((current) => placed(current, index, testId))}
                    {...events}
                  />
                </li>
              ))}
            </ol>
          </Stack>
          {sections.length < CHALLENGE_SECTIONS && (
            <Box>
              <Button variant="outline" onClick={() => editing.add(emptySection())}>
                {t('addSection')}
              </Button>
            </Box>
          )}
        </Stack>
        <Fieldset.Root borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
          <Fieldset.Legend px="1">
            <Heading as="h4" size="md">
              {t('links.title')}
            </Heading>
          </Fieldset.Legend>
          <Fieldset.HelperText>{t('links.help')}</Fieldset.HelperText>
          <Stack gap="4" mt="2">
            {CHALLENGE_LINK_KEYS.map((key) => {
              const link = t(`keys.${key}`);
              return (
                <Fieldset.Root key={key} borderTopWidth="1px" pt="3">
                  <Fieldset.Legend fontWeight="semibold">{link}</Fieldset.Legend>
                  <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" mt="2">
                    {(Object.keys(LINK_LABELS) as LinkField[]).map((field) => {
                      const id = fieldId.link(key, field);
                      const error = errors[id];
                      return (
                        <TextField
                          key={field}
                          id={id}
                          type={field === 'url' || field === 'image' ? 'url' : 'text'}
                          inputMode={field === 'url' || field === 'image' ? 'url' : undefined}
                          label={t(LINK_LABELS[field], { link })}
                          value={draft.links[key][field]}
                          error={error ? t(`invalid.${error}`) : undefined}
                          onChange={(value) => setLink(key, field, value)}
                        />
                      );
                    })}
                  </SimpleGrid>
                </Fieldset.Root>
              );
            })}
          </Stack>
        </Fieldset.Root>
        <Text role="status">{announcement}</Text>
        {errorCount > 0 && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('fixErrors', { count: errorCount })}</Alert.Title>
          </Alert.Root>
        )}
        {attempts > 0 && countWrong && (
          <Alert.Root status="error" role="alert" tabIndex={-1} data-focus="count">
            <Alert.Indicator />
            <Alert.Title>{t('needFour')}</Alert.Title>
          </Alert.Root>
        )}
        <ServerError error={save.error} scope="challenge" />
        <Flex>
          <Button type="submit" colorPalette="brand" loading={save.isPending} loadingText={t('save')}>
            {t('save')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}

function LoadedChallenge({ answer, tests, campaignId }: EditorProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'challenge' });
  const mayEdit = useMayEdit();
  const testName = useTestName(tests);
  if (mayEdit) return <ChallengeEditor campaignId={campaignId} answer={answer} tests={tests} />;
  return (
    <Stack gap="5">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t('readOnly')}</Alert.Title>
      </Alert.Root>
      <ChallengeView challenge={answer.challenge} testName={testName} />
    </Stack>
  );
}

/**
 * docs/areas/admin.md, "The challenge": the intro, outro, four sections with their tests and
 * motivation, and the documents' links of a challenge campaign, saved whole.
 */
export function ChallengePage() {
  const { campaign } = useLoadedCampaign();
  return isChallengeTheme(campaign.theme) ? <CampaignChallenge /> : <OtherPages />;
}

function CampaignChallenge() {
  const { t } = useTranslation(NS, { keyPrefix: 'challenge' });
  const { campaign, tests } = useLoadedCampaign();
  const challenge = useChallenge(campaign.id);
  return (
    <Stack gap="4">
      <Heading as="h3" size="lg">
        {t('title')}
      </Heading>
      <Text color="fg.muted">{t('intro')}</Text>
      <RequestContent request={challenge}>{(answer) => <LoadedChallenge campaignId={campaign.id} answer={answer} tests={tests} />}</RequestContent>
    </Stack>
  );
}
