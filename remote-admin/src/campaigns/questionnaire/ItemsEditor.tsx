import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Flex } from '@chakra-ui/react/flex';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import type { Language } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../common/fields';
import { NS } from '../../i18n';
import { focusOf, moved, type EditorEvents } from '../../common/orderedList';
import { emptyItem, fieldId, type ItemDraft } from './values';

interface ItemsEditorProps extends EditorEvents {
  kind: 'column' | 'answer';
  questionKey: string;
  number: number;
  items: readonly ItemDraft[];
  max: number;
  languages: readonly Language[];
  onChange(items: ItemDraft[]): void;
}

/** The columns, or the answers, of a linked question: each a text per language, in order. */
export function ItemsEditor({ kind, questionKey, number, items, max, languages, onChange, announce, focus }: ItemsEditorProps) {
  const { t } = useTranslation(NS, { keyPrefix: 'questionnaire' });
  const { t: tc } = useTranslation(NS);
  const title = (item: number) => t(kind === 'column' ? 'columnTitle' : 'answerTitle', { item });
  const which = (item: number) => t(kind === 'column' ? 'whichColumn' : 'whichAnswer', { item, number });
  const named = (item: number) => t(kind === 'column' ? 'columnNamed' : 'answerNamed', { item, number });

  const setLabel = (index: number, lang: Language, value: string) =>
    onChange(items.map((item, at) => (at === index ? { ...item, label: { ...item.label, [lang]: value } } : item)));

  const move = (index: number, direction: -1 | 1) => {
    const item = items[index]!;
    onChange(moved(items, index, direction));
    announce(t('itemMoved', { what: named(index + 1), position: index + direction + 1 }));
    const [same, other] = direction < 0 ? (['up', 'down'] as const) : (['down', 'up'] as const);
    focus([focusOf(item.key, same), focusOf(item.key, other)]);
  };

  const remove = (index: number) => {
    const rest = items.filter((_, at) => at !== index);
    onChange(rest);
    announce(t('itemRemoved', { what: named(index + 1) }));
    const next = rest[Math.min(index, rest.length - 1)];
    if (next) focus([focusOf(next.key, 'heading')]);
  };

  const add = () => {
    const item = emptyItem();
    onChange([...items, item]);
    announce(t('itemAdded', { what: named(items.length + 1) }));
    focus([focusOf(item.key, 'heading')]);
  };

  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
      <Fieldset.Legend fontWeight="semibold" px="1">
        {t(kind === 'column' ? 'columns' : 'answers', { number })}
      </Fieldset.Legend>
      <Stack asChild gap="3" mt="2" listStyleType="none">
        <ol>
          {items.map((item, index) => {
            const hidden = <VisuallyHidden>{` ${which(index + 1)}`}</VisuallyHidden>;
            return (
              <Stack as="li" key={item.key} gap="2" borderTopWidth={index ? '1px' : undefined} pt={index ? '3' : undefined}>
                <Text fontWeight="medium" tabIndex={-1} data-focus={focusOf(item.key, 'heading')} alignSelf="flex-start">
                  {title(index + 1)}
                </Text>
                <SimpleGrid columns={{ base: 1, md: Math.min(languages.length, 3) }} gap="3">
                  {languages.map((lang) => (
                    <TextField
                      key={lang}
                      id={fieldId.item(questionKey, item.key, lang)}
                      lang={lang}
                      label={t(kind, { item: index + 1, number, language: tc(`common.languages.${lang}`) })}
                      value={item.label[lang] ?? ''}
                      onChange={(value) => setLabel(index, lang, value)}
                    />
                  ))}
                </SimpleGrid>
                <Flex gap="2" wrap="wrap">
                  <Button size="xs" variant="outline" data-focus={focusOf(item.key, 'up')} disabled={index === 0} onClick={() => move(index, -1)}>
                    {t('up')}
                    {hidden}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    data-focus={focusOf(item.key, 'down')}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {t('down')}
                    {hidden}
                  </Button>
                  <Button size="xs" variant="outline" colorPalette="red" disabled={items.length === 1} onClick={() => remove(index)}>
                    {t('remove')}
                    {hidden}
                  </Button>
                </Flex>
              </Stack>
            );
          })}
        </ol>
      </Stack>
      <Button size="sm" variant="outline" alignSelf="flex-start" disabled={items.length >= max} onClick={add}>
        {t(kind === 'column' ? 'addColumn' : 'addAnswer', { number })}
      </Button>
    </Fieldset.Root>
  );
}
