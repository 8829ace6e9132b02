import { Container, Stack, Text, Title } from '@mantine/core';
import { useMatches } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import type { NavLabelKey } from '../i18n/shell-translations';

/** What the router tells the not-available screen about its route: the area's name and the page's. */
export type NotAvailableYetHandle = {
  readonly notAvailableYet: { readonly areaKey: NavLabelKey; readonly pageKey: NavLabelKey };
};

function isNotAvailableYetHandle(handle: unknown): handle is NotAvailableYetHandle {
  return typeof handle === 'object' && handle !== null && 'notAvailableYet' in handle;
}

/**
 * The screen of a route whose area has not landed yet: it names the area (and the page) and says plainly that
 * nothing works here yet. Its route, guard and redirect are real.
 */
export function NotAvailableYet() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .findLast(isNotAvailableYetHandle);
  const areaKey = handle?.notAvailableYet.areaKey;
  const pageKey = handle?.notAvailableYet.pageKey;
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm" data-testid="not-available-yet">
        {pageKey && pageKey !== areaKey && (
          <Text c="dimmed" size="sm">
            {t(pageKey)}
          </Text>
        )}
        <Title order={1}>{t('notAvailable.heading', { name: areaKey ? t(areaKey) : '' })}</Title>
        <Text c="dimmed">{t('notAvailable.body')}</Text>
      </Stack>
    </Container>
  );
}
