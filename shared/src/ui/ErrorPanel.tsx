import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';

export interface ErrorPanelProps {
  title: string;
  message?: string;
  /** Shows a Retry button that calls it. */
  onRetry?: () => void;
}

/** A failure the user can read and, when it may pass, retry. */
export function ErrorPanel({ title, message, onRetry }: ErrorPanelProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="4" align="flex-start" py="6">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {message ? <Alert.Description>{message}</Alert.Description> : null}
        </Alert.Content>
      </Alert.Root>
      {onRetry ? <Button onClick={onRetry}>{t('actions.retry')}</Button> : null}
    </Stack>
  );
}
