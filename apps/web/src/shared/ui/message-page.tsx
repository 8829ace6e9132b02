import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page that says one thing: a heading, a few lines and perhaps a link onwards. */
export function MessagePage({ heading, children, testId }: { heading: string; children?: ReactNode; testId?: string }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md" data-testid={testId}>
        <Title order={1}>{heading}</Title>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
      </Stack>
    </Container>
  );
}
