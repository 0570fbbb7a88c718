import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { ReactNode } from 'react';

/** One part of the account page: a region named by its heading, so it can be reached by landmark. */
export function AccountSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '5' }}>
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
