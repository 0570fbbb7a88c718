import { createContext, useContext, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '../api/contract';
import { ErrorPanel } from '../ui/ErrorPanel';

/**
 * A view one area shows inside another's page, as it is in its own (docs/remotes.md, "A view
 * shown in another area"): the module `view` of `remote`, in the version `campaignId` loads,
 * rendered with `campaignId` and `props`. The console shows a participant's report this way,
 * without taking the report's code into its own.
 */
export interface AreaViewProps {
  remote: RemoteName;
  /** The module the remote exposes, without its './'. */
  view: string;
  campaignId: number;
  props?: Record<string, unknown>;
}

/** The host's loader of such views; an area renders them through `AreaView`. */
export const AreaViewContext = createContext<ComponentType<AreaViewProps> | null>(null);

/** The view, or an error saying it cannot be shown here when no host loads views. */
export function AreaView(props: AreaViewProps) {
  const { t } = useTranslation();
  const Loader = useContext(AreaViewContext);
  return Loader ? <Loader {...props} /> : <ErrorPanel title={t('area.viewMissingTitle')} message={t('area.viewMissing')} />;
}
