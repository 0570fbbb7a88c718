import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { OtherPages } from '@skillup/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router-dom';
import { NS } from '../i18n';
import { useAreaPaths } from '../layout/areaPaths';
import { useLists } from './access';
import { ListPage } from './ListPages';

/**
 * The generic lists (`lists/:list`): a navigation among those the role is offered, then the
 * list. The list is a parameter, not a splat of its own: the area's layout reads its mount
 * from the host's splat, which a nested one would hide.
 */
export function ListsArea() {
  const { t } = useTranslation(NS, { keyPrefix: 'lists' });
  const { lists, companyId } = useLists();
  const base = `${useAreaPaths().home.replace(/\/$/, '')}/lists`;
  const wanted = useParams().list;
  if (companyId === null || lists.length === 0) return <OtherPages />;
  if (wanted === undefined) return <Navigate to={`${base}/${lists[0]!.name}`} replace />;
  const list = lists.find((one) => one.name === wanted);
  if (!list) return <OtherPages />;
  return (
    <Box>
      <Box as="nav" aria-label={t('nav')} mb="4">
        <Flex as="ul" listStyleType="none" gap="4" wrap="wrap">
          {lists.map((one) => (
            <li key={one.name}>
              <Link asChild css={{ '&[aria-current=page]': { fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '6px' } }}>
                <NavLink to={`${base}/${one.name}`}>{t(`${one.name}.title`)}</NavLink>
              </Link>
            </li>
          ))}
        </Flex>
      </Box>
      <ListPage key={list.name} name={list.name} companyId={companyId} writes={list.writes} />
    </Box>
  );
}
