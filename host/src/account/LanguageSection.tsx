import { Field } from '@chakra-ui/react/field';
import { useSelectedCampaign } from '@skillup/shared/query';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Text } from '@chakra-ui/react/text';
import { isApiError } from '@skillup/shared/api';
import { LANGUAGES, isLanguage, toLanguage, type Language } from '@skillup/shared/i18n';
import { languageAtom, sessionUserAtom } from '@skillup/shared/state';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { saveAccountLanguage } from '../api/account';
import { notifyAtom } from '../app/notifications';
import { FormError } from '../forms';
import { accountQueryKey } from './accountQuery';
import { AccountSection } from './AccountSection';

/**
 * docs/behaviour.md §2.17: the person's own language. Inside a campaign the one chosen at its
 * entry stays (§2.7), so the screens change only when no campaign is entered.
 */
export function LanguageSection({ lang }: { lang: Language | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const campaign = useSelectedCampaign();
  const current = useAtomValue(languageAtom);
  const setLanguage = useSetAtom(languageAtom);
  const setUser = useSetAtom(sessionUserAtom);
  const notify = useSetAtom(notifyAtom);
  const save = useMutation({
    mutationFn: (chosen: Language) => saveAccountLanguage({ lang: chosen }),
    onSuccess: async (_, chosen) => {
      setUser((user) => (user ? { ...user, lang: chosen } : user));
      if (!campaign) setLanguage(chosen);
      notify({ key: 'account-language', status: 'success', messageKey: 'account.languageSaved' });
      await queryClient.invalidateQueries({ queryKey: accountQueryKey });
    },
  });
  const shown = save.isPending ? save.variables : (lang ?? current);
  const campaignLang = campaign ? toLanguage(campaign.user.lang ?? campaign.lang) : null;

  return (
    <AccountSection id="account-language" title={t('account.language')}>
      <Field.Root maxW="xs" disabled={save.isPending}>
        <Field.Label>{t('account.yourLanguage')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={shown}
            onChange={(event) => {
              if (isLanguage(event.target.value)) save.mutate(event.target.value);
            }}
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option} lang={option}>
                {t(`languages.${option}`)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.HelperText>{t('account.languageUse')}</Field.HelperText>
      </Field.Root>
      {campaignLang ? <Text>{t('account.campaignLanguage', { language: t(`languages.${campaignLang}`) })}</Text> : null}
      <FormError messageKey={save.isError ? (isApiError(save.error) ? save.error.messageKey : 'errors.generic') : null} />
    </AccountSection>
  );
}
