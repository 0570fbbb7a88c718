import { Fieldset } from '@chakra-ui/react/fieldset';
import { Stack } from '@chakra-ui/react/stack';
import type { Language } from '@skillup/shared/api/contract';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../common/fields';
import { NS } from '../../i18n';
import { fieldId, type FormErrors } from './validate';
import type { LanguageTexts } from './values';

/** What HR writes in one language: the campaign is offered in it once any of it is written. */
export function LanguageFields({
  lang,
  texts,
  errors,
  onChange,
}: {
  lang: Language;
  texts: LanguageTexts;
  errors: FormErrors;
  onChange(texts: LanguageTexts): void;
}) {
  const { t } = useTranslation(NS);
  const message = (id: string) => (errors[id] ? t(`campaigns.form.errors.${errors[id].key}`, errors[id].values) : undefined);
  const text = (field: keyof LanguageTexts) => ({
    id: fieldId.text(lang, field),
    value: texts[field],
    lang,
    error: message(fieldId.text(lang, field)),
    onChange: (value: string) => onChange({ ...texts, [field]: value }),
  });
  return (
    <Fieldset.Root borderWidth="1px" borderRadius="md" p="4">
      <Fieldset.Legend fontWeight="semibold" px="1">
        {t(`common.languages.${lang}`)}
      </Fieldset.Legend>
      <Stack gap="4" mt="2">
        <TextField label={t('campaigns.form.name')} {...text('name')} />
        <TextAreaField label={t('campaigns.form.description')} helper={t('campaigns.form.htmlHelp')} {...text('description')} />
        <TextAreaField label={t('campaigns.form.onComplete')} helper={t('campaigns.form.onCompleteHelp')} {...text('onComplete')} />
        <TextAreaField label={t('campaigns.form.noReport')} helper={t('campaigns.form.noReportHelp')} {...text('noReport')} />
      </Stack>
    </Fieldset.Root>
  );
}
