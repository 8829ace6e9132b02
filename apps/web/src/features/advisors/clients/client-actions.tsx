/* The two ways an advisor acts for a client from its details (issue 28 part 3): open the client's session (SPEC §4
 * advisee login, the switcher's own code path) and place an order for them — the fund search in that session for a
 * securities client, the advisor's own VA order panel for a VA client (ADR 045). Only the client's own advisor sees
 * them; a manager reads the book and does not act in it. */
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { ClientDetails } from '@portal/contract';
import { brandFeatures, offers } from '@portal/contract/domain/brand-features';
import { useBrand } from '../../../shared/brand/brand-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { adviseeLandingPath, useAdviseeSession, type AdviseeLoginOutcome } from '../../../shared/session/advisee-login';
import { useDeskViewer } from './clients-api';

/** Where "Place an order for this client" goes: the fund search acting for a securities client. */
export const orderForClientPath = '/funds/search';
/** A VA client's orders are placed from the advisor's own session, on the VA order panel (ADR 045). */
export const vaOrderPanelPath = '/cryptos/vaOrder';

type Pending = 'session' | 'order' | undefined;

export function ClientActions({ details }: { readonly details: ClientDetails }) {
  const { t } = useTranslation('advisorClients');
  const brand = useBrand();
  const viewer = useDeskViewer();
  const navigate = useNavigate();
  const openSession = useAdviseeSession();
  const [pending, setPending] = useState<Pending>(undefined);
  const [outcome, setOutcome] = useState<AdviseeLoginOutcome | undefined>(undefined);
  if (!details.canActForClient || viewer === undefined) return null;
  const { accountCode, source } = details.profile;
  const flags = brand.flags;
  const gateway = source === 'gateway';
  const canOrder = gateway
    ? offers(flags, brandFeatures.fundTrading) && flags.advisorFundTrading
    : offers(flags, brandFeatures.advisorVirtualAssetOrders);

  const actAs = async (kind: 'session' | 'order') => {
    if (kind === 'order' && !gateway) {
      void navigate(vaOrderPanelPath);
      return;
    }
    setPending(kind);
    const opened = await openSession(viewer, accountCode);
    setPending(undefined);
    setOutcome(opened);
    if (opened.kind === 'loggedIn') void navigate(kind === 'session' ? adviseeLandingPath : orderForClientPath);
  };

  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label={t('details.actions.label')}>
      <Group gap="sm" wrap="wrap">
        <Button loading={pending === 'session'} onClick={() => void actAs('session')} data-testid="open-client-session">
          {t('details.actions.openSession')}
        </Button>
        {canOrder && (
          <Button
            variant="light"
            loading={pending === 'order'}
            onClick={() => void actAs('order')}
            data-testid="place-order-for-client"
          >
            {t('details.actions.placeOrder')}
          </Button>
        )}
        {outcome?.kind === 'failed' && (
          <Text size="sm" c="danger" role="alert">
            {t(outcome.reason === 'refused' ? 'details.actions.loginFailed' : 'details.actions.errorOccurred')}
          </Text>
        )}
      </Group>
    </Paper>
  );
}
