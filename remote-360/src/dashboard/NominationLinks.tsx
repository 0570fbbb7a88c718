import { Button } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useApprovals, useMyNominations } from '../api/nominations';
import { NS } from '../i18n';

/**
 * The ways into nominations, each shown only to whom it concerns: choosing one's raters when HR
 * does not choose them, approving when the caller approves for someone. Until the answers come,
 * or when they fail, the dashboard simply goes without them.
 */
export function NominationLinks({ campaignId }: { campaignId: number }) {
  const { t } = useTranslation(NS);
  const mine = useMyNominations(campaignId);
  const approvals = useApprovals(campaignId);
  const nominates = mine.data !== undefined && mine.data.mode !== 'hr';
  const approves = (approvals.data?.approvals.length ?? 0) > 0;
  if (!nominates && !approves) return null;
  return (
    <HStack as="nav" aria-label={t('dashboard.links')} gap="3" wrap="wrap">
      {nominates ? (
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to="nominations">{t('nominations.link')}</RouterLink>
        </Button>
      ) : null}
      {approves ? (
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to="approvals">{t('approvals.link')}</RouterLink>
        </Button>
      ) : null}
    </HStack>
  );
}
