import { Alert } from '@chakra-ui/react/alert';
import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { toLanguage, type Language } from '@skillup/shared/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../forms';

/**
 * docs/behaviour.md §2.7: the language to work in, chosen once for good. It can be dismissed only when
 * there are other campaigns to choose instead.
 */
export function LanguageDialog({
  name,
  languages,
  initial,
  dismissible,
  pending,
  errorKey,
  onConfirm,
  onClose,
}: {
  name: string;
  languages: Language[];
  initial: Language;
  dismissible: boolean;
  pending: boolean;
  errorKey: string | null;
  onConfirm: (lang: Language) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Language>(languages.includes(initial) ? initial : (languages[0] ?? initial));

  return (
    <Dialog.Root
      open
      role="dialog"
      placement="center"
      closeOnEscape={dismissible}
      closeOnInteractOutside={dismissible}
      onOpenChange={(e) => {
        if (!e.open && dismissible) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('campaigns.languageTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('campaigns.languageIntro', { name })}</Text>
                <RadioGroup.Root
                  value={chosen}
                  onValueChange={(e) => {
                    if (e.value) setChosen(toLanguage(e.value));
                  }}
                  aria-label={t('campaigns.language')}
                >
                  <Stack gap="2">
                    {languages.map((lang) => (
                      <RadioGroup.Item key={lang} value={lang}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t(`languages.${lang}`)}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </Stack>
                </RadioGroup.Root>
                <Alert.Root status="warning">
                  <Alert.Indicator />
                  <Alert.Title>{t('campaigns.languageWarning')}</Alert.Title>
                </Alert.Root>
                <FormError messageKey={errorKey} />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={() => onConfirm(chosen)} loading={pending} loadingText={t('campaigns.confirmStart')}>
                {t('campaigns.confirmStart')}
              </Button>
            </Dialog.Footer>
            {dismissible ? (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('campaigns.close')} />
              </Dialog.CloseTrigger>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
