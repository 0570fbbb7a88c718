import { ErrorPanel } from '@skillup/shared/ui';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  children: ReactNode;
  onRetry: () => void;
}

function AreaCrashed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <ErrorPanel title={t('area.crashedTitle')} message={t('area.crashed')} onRetry={onRetry} />;
}

/** An area that throws while rendering takes only itself down, never the header or the page. */
export class AreaErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <AreaCrashed
        onRetry={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      />
    );
  }
}
