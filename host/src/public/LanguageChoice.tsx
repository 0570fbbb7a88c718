import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { LANGUAGES, isLanguage, type Language } from '@skillup/shared/i18n';
import { languageAtom } from '@skillup/shared/state';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';

/** The language of the public pages, offered before the user has one of their own. */
export function LanguageChoice({ onChoose }: { onChoose: (lang: Language) => void }) {
  const { t } = useTranslation();
  const current = useAtomValue(languageAtom);
  return (
    <Field.Root maxW="48" alignSelf="flex-end">
      <Field.Label fontSize="sm">{t('login.language')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={current}
          onChange={(event) => {
            if (isLanguage(event.target.value)) onChoose(event.target.value);
          }}
        >
          {LANGUAGES.map((lang) => (
            <option key={lang} value={lang} lang={lang}>
              {t(`languages.${lang}`)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
