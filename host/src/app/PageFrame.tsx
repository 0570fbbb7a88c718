import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { followHeadingInTitle } from './documentTitle';
import { Notifications } from './Notifications';
import { useMobileLayout } from './useMobileLayout';

/** What every page has around it, with the router or without: the mobile flag, the tab's title and the notifications. */
export function PageFrame({ children }: { children: ReactNode }) {
  useMobileLayout();
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => followHeadingInTitle(document, product), [product]);
  return (
    <>
      <Notifications />
      {children}
    </>
  );
}
