import { Button } from '@chakra-ui/react/button';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Language } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../common/fields';
import { NS } from '../../i18n';
import { focusOf, listEditing, type EditorEvents } from '../../common/orderedList';
import { OrderButtons } from '../../common/OrderButtons';
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

  const editing = listEditing(
    items,
    onChange,
    { announce, focus },
    {
      moved: (from, position) => t('itemMoved', { what: named(from), position }),
      removed: (item) => t('itemRemoved', { what: named(item) }),
      added: (item) => t('itemAdded', { what: named(item) }),
    },
  );

  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
      <Fieldset.Legend fontWeight="semibold" px="1">
        {t(kind === 'column' ? 'columns' : 'answers', { number })}
      </Fieldset.Legend>
      <Stack asChild gap="3" mt="2" listStyleType="none">
        <ol>
          {items.map((item, index) => {
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
                <OrderButtons
                  focusKey={item.key}
                  index={index}
                  total={items.length}
                  which={which(index + 1)}
                  size="xs"
                  onMove={(direction) => editing.move(index, direction)}
                  onRemove={() => editing.remove(index)}
                  canRemove={items.length > 1}
                />
              </Stack>
            );
          })}
        </ol>
      </Stack>
      <Button size="sm" variant="outline" alignSelf="flex-start" disabled={items.length >= max} onClick={() => editing.add(emptyItem())}>
        {t(kind === 'column' ? 'addColumn' : 'addAnswer', { number })}
      </Button>
    </Fieldset.Root>
  );
}
