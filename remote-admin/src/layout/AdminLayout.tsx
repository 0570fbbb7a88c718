import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { AreaFrame } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { NS } from '../i18n';
import { AREA_VERSION } from '../version';
import { areaPaths, AreaRootContext, useMountPath } from './areaPaths';

/** An entry of the area's navigation: a path below the area's root and its text's key in the area's namespace. */
export interface AreaLink {
  to: string;
  label: string;
}

/** The frame of every page of the area: its heading, its navigation, then the page. */
export function AdminLayout({ links }: { links: readonly AreaLink[] }) {
  const { t } = useTranslation(NS);
  const root = useMountPath();
  const home = areaPaths(root).home;
  return (
    <AreaRootContext.Provider value={root}>
      <AreaFrame remote="admin" version={AREA_VERSION} title={t('title')}>
        <Box as="nav" aria-label={t('layout.nav')} mb="6" borderBottomWidth="1px" pb="2">
          <Flex as="ul" listStyleType="none" gap="4" wrap="wrap">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  asChild
                  fontWeight="medium"
                  css={{ '&[aria-current=page]': { textDecoration: 'underline', textUnderlineOffset: '6px', color: 'brand.fg' } }}
                >
                  <NavLink to={link.to ? `${root.replace(/\/$/, '')}/${link.to}` : home} end={link.to === ''}>
                    {t(link.label)}
                  </NavLink>
                </Link>
              </li>
            ))}
          </Flex>
        </Box>
        <Box minW="0">
          <Outlet />
        </Box>
      </AreaFrame>
    </AreaRootContext.Provider>
  );
}
