import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { NS } from '../../i18n';
import { useAreaPaths } from '../../layout/areaPaths';
import { useMayEdit } from '../../layout/useMayEdit';
import { useCreateCampaign } from '../api/campaigns';
import { CampaignForm } from './CampaignForm';
import { emptyCampaign } from './values';

/** A new campaign starts as a draft; its tests come next, so the page goes on to them. */
export function NewCampaignPage() {
  const { t } = useTranslation(NS);
  const paths = useAreaPaths();
  const navigate = useNavigate();
  const mayEdit = useMayEdit();
  const create = useCreateCampaign();
  return (
    <Stack gap="5">
      <Link asChild colorPalette="brand" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to={paths.home}>{t('campaigns.backToList')}</RouterLink>
      </Link>
      <Heading as="h2" size="xl">
        {t('campaigns.form.newTitle')}
      </Heading>
      {mayEdit ? (
        <>
          <Text color="fg.muted">{t('campaigns.form.newIntro')}</Text>
          <CampaignForm
            initial={emptyCampaign()}
            pending={create.isPending}
            serverError={create.error}
            submitLabel={t('campaigns.form.create')}
            onSubmit={(request) => create.mutate(request, { onSuccess: ({ campaign }) => void navigate(paths.campaign(campaign.id, 'tests')) })}
          />
        </>
      ) : (
        <Text>{t('campaigns.readOnly')}</Text>
      )}
    </Stack>
  );
}
