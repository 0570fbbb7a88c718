import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Image } from '@chakra-ui/react/image';
import { Link } from '@chakra-ui/react/link';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';
import type { DocumentLink, DocumentLinks, LinkKey } from './documentLinks';

/** The page's own words for each link, when the campaign gives none. */
const LABELS: Record<LinkKey, string> = {
  about: 'docs.about',
  history: 'docs.history',
  reports: 'docs.reports',
  strategy: 'docs.strategy',
  news: 'docs.latest',
  press: 'docs.press',
  magazine: 'docs.magazine',
  sculpture: 'docs.sculptureTitle',
  yearbook: 'docs.yearbookTitle',
};

function ExternalLink({ link, children, ...rest }: { link: DocumentLink; children: React.ReactNode } & React.ComponentProps<typeof Link>) {
  const { t } = useTranslation(NS);
  return (
    <Link href={link.url} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <Box as="span" srOnly>
        {` ${t('docs.newTab')}`}
      </Box>
    </Link>
  );
}

function HighlightCard({ link }: { link: DocumentLink }) {
  const { t } = useTranslation(NS);
  const key = link.key as 'sculpture' | 'yearbook';
  const title = link.title ?? t(LABELS[link.key]);
  return (
    <Card.Root as="li" overflow="hidden" data-testid="highlight-card">
      {link.image ? <Image src={link.image} alt="" h="40" objectFit="cover" /> : <Box h="2" bg="yellow.400" aria-hidden />}
      <Card.Body gap="2">
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
          {link.category ?? t(`docs.${key}Category`)}
        </Text>
        <Card.Title as="h3">{title}</Card.Title>
        <Card.Description>{link.description ?? t(`docs.${key}Text`)}</Card.Description>
      </Card.Body>
      <Card.Footer>
        <ExternalLink link={link} fontWeight="semibold" color="fg" textDecoration="underline">
          {`${t('docs.open')}: ${title}`}
        </ExternalLink>
      </Card.Footer>
    </Card.Root>
  );
}

/**
 * docs/behaviour.md §2.11, 'Consult documents': the corporate links, the news buttons and the two
 * highlight cards of the campaign. Each opens in a new tab; a link the campaign lacks,
 * or one that is not http(s), is not shown at all.
 */
export function DocumentsPage({ links, onBack }: { links: DocumentLinks; onBack(): void }) {
  const { t } = useTranslation(NS);
  const empty = !links.corporate.length && !links.news.length && !links.highlights.length;
  return (
    <Stack as="section" aria-labelledby="challenge-documents" gap="6" py="4" data-testid="challenge-documents">
      <Box>
        <Button size="sm" variant="outline" onClick={onBack}>
          {t('docs.back')}
        </Button>
      </Box>
      <Heading as="h2" size="xl" id="challenge-documents">
        {t('docs.title')}
      </Heading>
      {empty ? <Text color="fg.muted">{t('docs.empty')}</Text> : null}
      {links.corporate.length ? (
        <Box as="section" aria-labelledby="challenge-docs-corporate">
          <Heading as="h3" size="md" id="challenge-docs-corporate" mb="2">
            {t('docs.corporate')}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="2">
            {links.corporate.map((link) => (
              <li key={link.key}>
                <ExternalLink link={link} display="block" borderWidth="1px" rounded="md" px="4" py="3" fontWeight="medium">
                  {link.title ?? t(LABELS[link.key])}
                </ExternalLink>
              </li>
            ))}
          </Stack>
        </Box>
      ) : null}
      {links.news.length ? (
        <Box as="section" aria-labelledby="challenge-docs-news">
          <Heading as="h3" size="md" id="challenge-docs-news" mb="2">
            {t('docs.news')}
          </Heading>
          <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
            {links.news.map((link) => (
              <li key={link.key}>
                <Button asChild size="sm" colorPalette="yellow">
                  <ExternalLink link={link}>{link.title ?? t(LABELS[link.key])}</ExternalLink>
                </Button>
              </li>
            ))}
          </Flex>
        </Box>
      ) : null}
      {links.highlights.length ? (
        <Box as="section" aria-labelledby="challenge-docs-highlights">
          <Heading as="h3" size="md" id="challenge-docs-highlights" mb="2">
            {t('docs.highlights')}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
            {links.highlights.map((link) => (
              <HighlightCard key={link.key} link={link} />
            ))}
          </SimpleGrid>
        </Box>
      ) : null}
    </Stack>
  );
}
