import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextAreaField, TextField } from '../../common/fields';
import { NS } from '../../i18n';
import { focusAfterMove, focusOf, moved, successor, type EditorEvents } from '../../common/orderedList';
import { OrderButtons } from '../../common/OrderButtons';
import { fieldId, type DraftErrors, type SectionDraft } from './values';

/** A test of the campaign as the page offers it: its id, its name in the interface language, and the section holding it. */
export interface TestChoice {
  id: number;
  name: string;
  /** The number of the section it is in, or null. */
  section: number | null;
}

/** Keeps a placed test the same element of the page while it moves inside its section. */
export const testKey = (sectionKey: string, testId: number) => `${sectionKey}-t${testId}`;

interface SectionEditorProps extends EditorEvents {
  section: SectionDraft;
  number: number;
  total: number;
  /** Remove offered only while there are more sections than the challenge has. */
  removable: boolean;
  choices: readonly TestChoice[];
  testName(id: number): string;
  errors: DraftErrors;
  onChange(section: SectionDraft): void;
  onMove(direction: -1 | 1): void;
  onRemove(): void;
  onPlace(testId: number): void;
}

/** One section of the challenge: its code, texts and motivation, its tests in order, and its controls. */
export function SectionEditor({
  section,
  number,
  total,
  removable,
  choices,
  testName,
  errors,
  onChange,
  onMove,
  onRemove,
  onPlace,
  announce,
  focus,
}: SectionEditorProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'challenge' });
  const headingId = useId();
  const [chosen, setChosen] = useState('');
  const { key } = section;
  const set = <K extends keyof SectionDraft>(field: K, value: SectionDraft[K]) => onChange({ ...section, [field]: value });
  const error = (id: string) => (errors[id] ? t(`invalid.${errors[id]}`) : undefined);
  const idField = fieldId.section(key, 'id');

  const moveTest = (index: number, direction: -1 | 1) => {
    const testId = section.tests[index]!;
    set('tests', moved(section.tests, index, direction));
    announce(t('testMoved', { name: testName(testId), position: index + direction + 1, number }));
    focus(focusAfterMove(testKey(key, testId), direction));
  };

  const removeTest = (index: number) => {
    const testId = section.tests[index]!;
    const rest = section.tests.filter((_, at) => at !== index);
    set('tests', rest);
    announce(t('testRemoved', { name: testName(testId), number }));
    const next = successor(rest, index);
    focus(next === undefined ? [focusOf(key, 'heading')] : [focusOf(testKey(key, next), 'remove')]);
  };

  const place = () => {
    const testId = Number(chosen);
    if (!chosen) return;
    setChosen('');
    onPlace(testId);
    announce(t('testPlaced', { name: testName(testId), number }));
    focus([focusOf(testKey(key, testId), 'heading')]);
  };

  const offered = choices.filter((choice) => choice.section !== number);

  return (
    <Stack role="group" aria-labelledby={headingId} gap="4" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }}>
      <Heading as="h5" size="sm" id={headingId} tabIndex={-1} data-focus={focusOf(key, 'heading')} alignSelf="flex-start" outline="none">
        {t('section', { number })}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <TextField
          id={idField}
          required
          label={t('id', { number })}
          helper={t('idHelp')}
          value={section.id}
          error={error(idField)}
          onChange={(value) => set('id', value)}
        />
        <TextField id={fieldId.section(key, 'name')} label={t('name', { number })} value={section.name} onChange={(value) => set('name', value)} />
      </SimpleGrid>
      <TextAreaField
        id={fieldId.section(key, 'description')}
        rows={2}
        label={t('description', { number })}
        value={section.description}
        onChange={(value) => set('description', value)}
      />
      <TextAreaField
        id={fieldId.section(key, 'motivation')}
        rows={2}
        label={t('motivation', { number })}
        value={section.motivation}
        onChange={(value) => set('motivation', value)}
      />
      <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
        <Fieldset.Legend fontWeight="semibold" px="1">
          {t('tests', { number })}
        </Fieldset.Legend>
        {section.tests.length === 0 ? (
          <Text mt="2" color="fg.muted">
            {t('noTests')}
          </Text>
        ) : (
          <Stack asChild gap="3" mt="2" listStyleType="none">
            <ol>
              {section.tests.map((testId, index) => {
                const name = testName(testId);
                const itemKey = testKey(key, testId);
                return (
                  <Stack as="li" key={itemKey} gap="2" borderTopWidth={index ? '1px' : undefined} pt={index ? '3' : undefined}>
                    <Text fontWeight="medium" tabIndex={-1} data-focus={focusOf(itemKey, 'heading')} alignSelf="flex-start" overflowWrap="anywhere">
                      {`${index + 1}. ${name}`}
                    </Text>
                    <OrderButtons
                      focusKey={itemKey}
                      index={index}
                      total={section.tests.length}
                      which={t('whichTest', { name, number })}
                      size="xs"
                      onMove={(direction) => moveTest(index, direction)}
                      onRemove={() => removeTest(index)}
                    />
                  </Stack>
                );
              })}
            </ol>
          </Stack>
        )}
        {offered.length > 0 && (
          <Flex gap="2" wrap="wrap" align="flex-end" mt="3">
            <Box flex="1 1 14rem">
              <SelectField
                id={`${key}-choose`}
                label={t('choose', { number })}
                value={chosen}
                options={[
                  { value: '', label: t('chooseNone') },
                  ...offered.map((choice) => ({
                    value: String(choice.id),
                    label: choice.section === null ? choice.name : t('elsewhere', { name: choice.name, number: choice.section }),
                  })),
                ]}
                onChange={setChosen}
              />
            </Box>
            <Button size="sm" variant="outline" disabled={!chosen} onClick={place}>
              {t('place', { number })}
            </Button>
          </Flex>
        )}
      </Fieldset.Root>
      <OrderButtons
        focusKey={key}
        index={number - 1}
        total={total}
        which={t('whichSection', { number })}
        onMove={onMove}
        onRemove={removable ? onRemove : undefined}
      />
    </Stack>
  );
}
