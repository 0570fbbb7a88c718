import { Text } from '@chakra-ui/react/text';
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
  const [saves, setSaves] = useState(0);
  return (
    <>
      {!mayEdit && <Text color="fg.muted">{t('campaigns.readOnly')}</Text>}
      <Text role="status" fontWeight="medium">
        {saves > 0 && !update.isPending ? t('campaigns.form.saved') : ''}
      </Text>
      <CampaignForm
        savedCount={saves}
        initial={valuesOf(campaign)}
        savedPrivacy={campaign.privacyAgreement}
        readOnly={!mayEdit}
        pending={update.isPending}
        serverError={update.error}
        submitLabel={t('campaigns.form.save')}
        onSubmit={(request) => update.mutate(request, { onSuccess: () => setSaves((count) => count + 1) })}
      />
    </>
  );
}
