import { API_BASE, paths } from '@skillup/shared/api/contract';
import { Loading } from '@skillup/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { browserTimezone } from '../forms';
import { leaveFor } from './leave';

/** docs/behaviour.md §2.1: /sso/{slug} hands the browser to the server, which sends it on to the company's provider. */
export function SsoStartPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  useEffect(() => {
    const timezone = browserTimezone();
    leaveFor(`${API_BASE}${paths.sso(slug)}${timezone ? `?${new URLSearchParams({ timezone })}` : ''}`);
  }, [slug]);
  return <Loading label={t('sso.redirecting')} />;
}
