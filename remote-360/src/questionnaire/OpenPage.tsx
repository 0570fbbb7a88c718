import { Field } from '@chakra-ui/react/field';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { Textarea } from '@chakra-ui/react/textarea';
import type { OpenQuestion } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/** One open question: a text up to the question's maximum length. */
export function OpenPage({ question, value, onChange }: { question: OpenQuestion; value: string; onChange(text: string): void }) {
  const { t } = useTranslation(NS);
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="3">
      <Fieldset.Legend fontWeight="semibold">{question.text}</Fieldset.Legend>
      <Field.Root>
        <Field.Label srOnly>{question.text}</Field.Label>
        <Textarea
          placeholder={t('questionnaire.openPlaceholder')}
          value={value}
          maxLength={question.maxLength}
          rows={6}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
        <Field.HelperText>{t('questionnaire.characters', { length: value.length, count: question.maxLength })}</Field.HelperText>
      </Field.Root>
    </Fieldset.Root>
  );
}
