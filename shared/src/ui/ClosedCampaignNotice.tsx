import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/**
 * What a theme's home says in a closed campaign (canAnswer is false): that it is closed and
 * the one thing left to do there, reading the report. One notice and one text for every theme,
 * in the common catalogue. A status, not an alert: it is the page's news, not an emergency.
 */
export function ClosedCampaignNotice() {
  const { t } = useTranslation();
  return (
    <Alert.Root status="info" role="status" alignItems="center" flexWrap="wrap" gap="3">
      <Alert.Indicator />
      <Alert.Content flex="1" minW="12rem">
        <Alert.Title>{t('closedCampaign.notice')}</Alert.Title>
      </Alert.Content>
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to="/report">{t('closedCampaign.readReport')}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
