import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { createContext, useContext, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

/**
 * Where an area sends the paths it declares no page for. The host fills it: below the theme's
 * area it is the Task Room, whose test pages every theme uses (docs/behaviour.md §2.1);
 * elsewhere it is empty and such a path is not found.
 */
export const OtherPagesContext = createContext<ComponentType | null>(null);

/** docs/behaviour.md §2.1: a path no area declares; the header stays around it and a link leads home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Box px="6" py="16" textAlign="center">
      <Heading as="h1" size="xl">
        {t('app.notFound')}
      </Heading>
      <Button asChild colorPalette="brand" mt="6">
        <RouterLink to="/">{t('app.home')}</RouterLink>
      </Button>
    </Box>
  );
}

/** The element of an area's catch-all route (`<Route path="*" element={<OtherPages />} />`). */
export function OtherPages() {
  const Fallback = useContext(OtherPagesContext);
  return Fallback ? <Fallback /> : <NotFoundPage />;
}
