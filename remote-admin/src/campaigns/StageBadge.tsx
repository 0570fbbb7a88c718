import { Badge } from '@chakra-ui/react/badge';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { CampaignStage } from './texts';

const PALETTE: Record<CampaignStage, string> = { draft: 'gray', open: 'green', closed: 'orange', released: 'blue' };

export function StageBadge({ stage }: { stage: CampaignStage }) {
  const { t } = useTranslation(NS);
  return (
    <Badge colorPalette={PALETTE[stage]} variant="subtle" size="md">
      {t(`campaigns.stage.${stage}`)}
    </Badge>
  );
}
