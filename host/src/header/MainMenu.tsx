import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { MenuEntry } from './headerLayout';

/** docs/behaviour.md §2.2: the links of the areas; the current one is marked for assistive technology too. */
export function MainMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  if (!entries.length) return null;
  return (
    <Flex
      as="nav"
      aria-label={t('header.menu')}
      gap="6"
      rowGap="0"
      wrap="wrap"
      px={{ base: '3', md: '6' }}
      justify={{ base: 'center', md: 'flex-start' }}
    >
      {entries.map((entry) => (
        <Link
          key={entry.to}
          asChild
          py="2"
          fontWeight="medium"
          borderBottomWidth="2px"
          borderColor="transparent"
          css={{ '&[aria-current=page]': { borderColor: 'brand.solid', color: 'brand.fg' } }}
        >
          {/* An area's entry stays marked on every page of the area. */}
          <NavLink to={entry.to} end={'labelKey' in entry}>
            {'labelKey' in entry ? t(entry.labelKey) : entry.label}
          </NavLink>
        </Link>
      ))}
    </Flex>
  );
}
