import { Box } from '@chakra-ui/react/box';
import { Card } from '@chakra-ui/react/card';
import { Center } from '@chakra-ui/react/center';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from './LanguageChoice';
import { usePublicLanguage } from './publicLanguage';

/**
 * The frame of the pages before the Task Room: one card, and the copyright with the year.
 * Before the user has a language these pages speak the browser's.
 */
export function PublicPage({
  title,
  intro,
  wide = false,
  languageChoice = false,
  children,
}: {
  title: string;
  intro?: string;
  /** Room for long texts, such as the privacy notice. */
  wide?: boolean;
  /** Offers the choice of language (the login page). */
  languageChoice?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const chooseLanguage = usePublicLanguage();
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <Center as="main" flex="1" px="4" py="10">
        <Card.Root w="full" maxW={wide ? '2xl' : 'md'}>
          <Card.Header gap="2">
            {languageChoice ? <LanguageChoice onChoose={chooseLanguage} /> : null}
            <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
              {t('app.name')}
            </Text>
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {intro ? <Text color="fg.muted">{intro}</Text> : null}
          </Card.Header>
          <Card.Body>{children}</Card.Body>
        </Card.Root>
      </Center>
      <Box as="footer" py="4" textAlign="center" fontSize="sm" color="fg.muted">
        {t('app.copyright', { year: new Date().getFullYear() })}
      </Box>
    </Flex>
  );
}
