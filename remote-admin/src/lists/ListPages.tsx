import { RequestContent } from '@skillup/shared';
import type { AdminCampaignSummary } from '@skillup/shared/api/contract';
import { useCampaigns } from '../campaigns/api/campaigns';
import type { ListName, ListWrites } from './access';
import { companiesList } from './definitions/companies';
import { languagesList } from './definitions/languages';
import { useSamplesList } from './definitions/samples';
import { useTestsList } from './definitions/tests';
import { GenericList } from './GenericList';

interface PageProps {
  companyId: number;
  writes: ListWrites;
}

function TestsList({ companyId, writes, campaigns }: PageProps & { campaigns: readonly AdminCampaignSummary[] }) {
  return <GenericList definition={useTestsList(companyId, campaigns)} writes={writes} />;
}

function SamplesList({ companyId, writes, campaigns }: PageProps & { campaigns: readonly AdminCampaignSummary[] }) {
  return <GenericList definition={useSamplesList(companyId, campaigns)} writes={writes} />;
}

/** Tests and samples name campaigns, and a test is created in one: the company's campaigns are read first. */
function WithCampaigns({ children }: { children: (campaigns: readonly AdminCampaignSummary[]) => React.ReactNode }) {
  return <RequestContent request={useCampaigns()}>{children}</RequestContent>;
}

/** The page of one list. */
export function ListPage({ name, ...props }: PageProps & { name: ListName }) {
  switch (name) {
    case 'languages':
      return <GenericList definition={languagesList} writes={props.writes} />;
    case 'companies':
      return <GenericList definition={companiesList} writes={props.writes} />;
    case 'tests':
      return <WithCampaigns>{(campaigns) => <TestsList {...props} campaigns={campaigns} />}</WithCampaigns>;
    case 'samples':
      return <WithCampaigns>{(campaigns) => <SamplesList {...props} campaigns={campaigns} />}</WithCampaigns>;
  }
}
