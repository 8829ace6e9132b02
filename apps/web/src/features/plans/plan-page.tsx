/* A plan page's frame: its heading and what is under it, as wide as the page needs (a list of subscriptions is wider
 * than a ticket). */
import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function PlanPage({
  heading,
  size = 'md',
  children,
}: {
  readonly heading: string;
  readonly size?: 'md' | 'lg' | 'xl';
  readonly children: ReactNode;
}) {
  return (
    <Container size={size} py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {heading}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
