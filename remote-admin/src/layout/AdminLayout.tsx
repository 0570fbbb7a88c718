import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { AreaFrame } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { NS } from '../i18n';
import { AREA_VERSION } from '../version';
import { areaPaths, AreaRootContext } from './areaPaths';
import { useMayEdit } from './useMayEdit';

/** An entry of the area's navigation: a path below the area's root and its text's key in the area's namespace. */
export interface AreaLink {
  to: string;
  label: string;
  /** A page only the company's admin may read: a superassessor is not offered it. */
  adminOnly?: boolean;
}

/**
 * The frame of every page of the area: its heading, its navigation, then the page. `root` is
 * where the host mounted the area, read where the area's routes begin (useMountPath): read
 * here, below a page's own splat (`progress/*`), it would be that splat's address instead.
 */
export function AdminLayout({ links, root }: { links: readonly AreaLink[]; root: string }) {
  const { t } = useTranslation(NS);
  const home = areaPaths(root).home;
  const mayEdit = useMayEdit();
  return (
    <AreaRootContext.Provider value={root}>
      <AreaFrame remote="admin" version={AREA_VERSION} title={t('title')}>
        <Box as="nav" aria-label={t('layout.nav')} mb="6" borderBottomWidth="1px" pb="2">
          <Flex as="ul" listStyleType="none" gap="4" wrap="wrap">
            {links
              .filter((link) => mayEdit || !link.adminOnly)
              .map((link) => (
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
