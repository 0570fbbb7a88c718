import { RequestContent } from '@skillup/shared';
import type { AdminCampaignSummary } from '@skillup/shared/api/contract';
import { useCampaigns } from '../campaigns/api/campaigns';
import type { ListName } from './access';
import { companiesList } from './definitions/companies';
import { languagesList } from './definitions/languages';
import { useSamplesList } from './definitions/samples';
import { useTestsList } from './definitions/tests';
import { GenericList } from './GenericList';

interface PageProps {
  companyId: number;
  mayWrite: boolean;
}

function TestsList({ companyId, mayWrite, campaigns }: PageProps & { campaigns: readonly AdminCampaignSummary[] }) {
  return <GenericList definition={useTestsList(companyId, campaigns)} mayWrite={mayWrite} />;
}

function SamplesList({ companyId, mayWrite, campaigns }: PageProps & { campaigns: readonly AdminCampaignSummary[] }) {
  return <GenericList definition={useSamplesList(companyId, campaigns)} mayWrite={mayWrite} />;
}

/** Tests and samples name campaigns, and a test is created in one: the company's campaigns are read first. */
function WithCampaigns({ children }: { children: (campaigns: readonly AdminCampaignSummary[]) => React.ReactNode }) {
  return <RequestContent request={useCampaigns()}>{children}</RequestContent>;
}

/** The page of one list. */
export function ListPage({ name, ...props }: PageProps & { name: ListName }) {
  switch (name) {
    case 'languages':
      return <GenericList definition={languagesList} mayWrite={props.mayWrite} />;
    case 'companies':
      return <GenericList definition={companiesList} mayWrite={props.mayWrite} />;
    case 'tests':
      return <WithCampaigns>{(campaigns) => <TestsList {...props} campaigns={campaigns} />}</WithCampaigns>;
    case 'samples':
      return <WithCampaigns>{(campaigns) => <SamplesList {...props} campaigns={campaigns} />}</WithCampaigns>;
  }
}
