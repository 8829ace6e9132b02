/* The IPO page holds the tabs and the address; its parts are the offering lists (offering-list.tsx), an offering's
 * detail and ticket (offering-detail.tsx) and my applications (my-ipo-applications.tsx). */
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { IpoPhase } from '@portal/contract';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useSessions } from '../../../shared/session/session-context';
import { activeSession } from '../../../shared/session/session-store';
import type { TradingAccount } from '../../../shared/session/trading-account';
import { MyApplications } from './my-ipo-applications';
import { OfferingDetailView } from './offering-detail';
import { OfferingList } from './offering-list';

type Tab = IpoPhase | 'mine';

const tabs: readonly Tab[] = ['open', 'upcoming', 'closed', 'mine'];

function tabOf(value: string | null): Tab {
  return tabs.find((tab) => tab === value) ?? 'open';
}

/**
 * SPEC §2 stocks/ipo: the open, upcoming and closed IPOs, an offering's detail and ticket, my applications. The tab
 * and the offering opened are in the address (?tab=, ?offering=), so a reload, a shared link or the browser's Back
 * returns to what was on screen.
 */
export function IpoPage() {
  const { t } = useTranslation('stockIpo');
  const session = activeSession(useSessions());
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const offeringId = tab === 'mine' ? undefined : (params.get('offering') ?? undefined);
  const show = (next: { readonly tab: Tab; readonly offering?: string }) => {
    const shown = new URLSearchParams();
    if (next.tab !== 'open') shown.set('tab', next.tab);
    if (next.offering !== undefined) shown.set('offering', next.offering);
    setParams(shown);
  };
  if (!session) return null;
  const account: TradingAccount = { accountCode: session.accountCode, source: session.source };
  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('heading')}
        </Title>
        <Tabs value={tab} onChange={(value) => show({ tab: tabOf(value) })}>
          <Tabs.List>
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name} data-testid={`tab-${name}`}>
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {tab === 'mine' ? (
          <MyApplications account={account} />
        ) : offeringId !== undefined ? (
          <OfferingDetailView account={account} offeringId={offeringId} onBack={() => show({ tab })} />
        ) : (
          <OfferingList account={account} phase={tab} onOpen={(offering) => show({ tab, offering })} />
        )}
      </Stack>
    </Container>
  );
}
