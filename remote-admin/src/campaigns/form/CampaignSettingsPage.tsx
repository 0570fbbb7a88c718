import { Text } from '@chakra-ui/react/text';
import type { AdminCampaign } from '@skillup/shared/api/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../i18n';
import { useMayEdit } from '../../layout/useMayEdit';
import { useUpdateCampaign } from '../api/campaigns';
import { useLoadedCampaign } from '../CampaignFrame';
import { CampaignForm } from './CampaignForm';
import { valuesOf } from './values';

/** The settings of a campaign; after a save the form shows what the server kept (sanitised HTML, trimmed names). */
export function CampaignSettingsPage() {
  const { t } = useTranslation(NS);
  const { campaign } = useLoadedCampaign();
  const mayEdit = useMayEdit();
  const update = useUpdateCampaign(campaign.id);
  // The answer of the last save, which the form takes again: the cache's copy may reach this page a moment later.
  const [saved, setSaved] = useState<{ count: number; campaign: AdminCampaign | null }>({ count: 0, campaign: null });
  return (
    <>
      {!mayEdit && <Text color="fg.muted">{t('campaigns.readOnly')}</Text>}
      <Text role="status" fontWeight="medium">
        {saved.count > 0 && !update.isPending ? t('campaigns.form.saved') : ''}
      </Text>
      <CampaignForm
        savedCount={saved.count}
        initial={valuesOf(saved.campaign ?? campaign)}
        savedPrivacy={campaign.privacyAgreement}
        closure={{ closedAt: (saved.campaign ?? campaign).closedAt, anonymisedAt: (saved.campaign ?? campaign).anonymisedAt }}
        readOnly={!mayEdit}
        pending={update.isPending}
        serverError={update.error}
        submitLabel={t('campaigns.form.save')}
        onSubmit={(request) =>
          update.mutate(request, { onSuccess: (answer) => setSaved(({ count }) => ({ count: count + 1, campaign: answer.campaign })) })
        }
      />
    </>
  );
}
