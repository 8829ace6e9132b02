import {
  Anchor,
  Button,
  Checkbox,
  CloseButton,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { FundDocument, FundOrder, FundSummary } from '@portal/contract';
import { formatAmount, formatNumber } from '@portal/contract/domain/number-format';
import { api } from '../../../shared/api/api-client';
import { apiQueryOptions, useApiQuery } from '../../../shared/api/api-query';
import { queryClient } from '../../../shared/api/query-client';
import { useFundName } from '../../../shared/funds/fund-names';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toWire } from '../../../shared/ticket/quantity';
import type { TicketStepProps } from '../../../shared/ticket/ticket-flow';
import { Fact, QueryState, TicketForm } from '../../../shared/ticket/ticket-parts';
import { HoldingPanel } from './cash-and-holding-panels';
import { HoldingPicker } from './fund-pickers';
import { FundConfirmStep, FundTicketPage, useFieldErrorText, useFundTicketFlow } from './fund-ticket';
import { PlacedFundOrders } from './placed-fund-orders';
import { QuantityFields, useRedemptionQuantity } from './redemption-quantity';
import type { RedemptionQuantityProps } from './redemption-quantity';
import { TermsPanel } from './terms-panel';
import { TicketFund } from './ticket-fund';
import { checkRedemptionQuantity, checkSwitchTargets, estimateRedemption } from './ticket-rules';
import type { RedemptionBasis, SwitchTarget } from './ticket-rules';
import type { TradingAccount } from '../../../shared/session/trading-account';

/** One-to-one switching names one target; fund switching up to five (the contract's maximumSwitchTargets). */
export type SwitchMode = 'single' | 'multi';
const maximumTargets = 5;

export type SwitchTicketViewProps = TicketStepProps &
  RedemptionQuantityProps & {
    readonly mode: SwitchMode;
    /** The funds that may be switched into. */
    readonly funds: readonly FundSummary[];
    readonly targets: readonly SwitchTarget[];
    readonly onTargets: (targets: readonly SwitchTarget[]) => void;
    /** Each fund's documents (source and targets), by fund id. */
    readonly documents: Readonly<Record<string, readonly FundDocument[]>>;
    readonly acknowledged: boolean;
    readonly onAcknowledged: (acknowledged: boolean) => void;
    readonly placed?: { readonly orders: readonly FundOrder[]; readonly replayed: boolean };
  };

/** Whether everything a switch needs is there: a valid quantity, valid targets and the documents acknowledged. */
export function switchReady(
  props: Pick<SwitchTicketViewProps, 'terms' | 'basis' | 'quantity' | 'targets' | 'acknowledged'>,
) {
  return (
    checkRedemptionQuantity(props.quantity, props.terms, props.basis).error === undefined &&
    checkSwitchTargets(props.terms.fundId, props.targets) === undefined &&
    props.acknowledged
  );
}

/** SPEC §2 funds/switch and funds/switchSingle: out of one holding into one or more funds, documents acknowledged. */
export function SwitchTicketView(props: SwitchTicketViewProps) {
  const { t } = useTranslation('fundTrading');
  const nameOf = useFundName();
  const errorText = useFieldErrorText();
  const { terms, placed, mode } = props;
  const changeTo = mode === 'single' ? '/funds/switchSingle' : '/funds/switch';
  if (placed)
    return <PlacedFundOrders orders={placed.orders} replayed={placed.replayed} onNewOrder={props.onNewOrder} />;
  const checked = checkRedemptionQuantity(props.quantity, terms, props.basis);
  const targetsError = checkSwitchTargets(terms.fundId, props.targets);
  const estimate = checked.value ? estimateRedemption(terms, props.basis, checked.value) : undefined;
  const fundById = new Map(props.funds.map((fund) => [fund.fundId, fund]));
  const targetName = (fundId: string) => {
    const fund = fundById.get(fundId);
    return fund ? nameOf(fund.names) : fundId;
  };
  const options = [
    { value: '', label: t('ticket.pickFund') },
    ...props.funds
      .filter((fund) => fund.fundId !== terms.fundId)
      .map((fund) => ({ value: fund.fundId, label: `${nameOf(fund.names)} (${fund.fundId})` })),
  ];
  const setTarget = (index: number, change: Partial<SwitchTarget>) =>
    props.onTargets(props.targets.map((target, at) => (at === index ? { ...target, ...change } : target)));
  const total = props.targets.reduce((sum, target) => sum + (Number(target.percent) || 0), 0);
  const documentFunds = [terms.fundId, ...props.targets.map((target) => target.fundId).filter(Boolean)];

  if (props.step === 'confirm' && estimate && targetsError === undefined) {
    return (
      <Stack gap="md">
        <TicketFund terms={terms} />
        <FundConfirmStep actions={props}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Fact label={t('ticket.confirm.fromFund')}>{nameOf(terms.fundNames)}</Fact>
            <Fact label={t('ticket.confirm.unitsToRedeem')} testId="confirm-units">
              {formatNumber(estimate.units, { decimals: terms.unitDecimals })}
            </Fact>
            <Fact label={t('ticket.confirm.estimatedProceeds')} testId="confirm-proceeds">
              {formatAmount(estimate.proceeds, terms.currencyPrecision)} {terms.fundCurrency}
            </Fact>
            <Fact label={t('ticket.terms.settlementDate')}>{terms.settlementDate}</Fact>
          </SimpleGrid>
          <Fact label={t('ticket.confirm.toFunds')} testId="confirm-targets">
            <Stack gap={2}>
              {props.targets.map((target) => (
                <span key={target.fundId}>
                  {targetName(target.fundId)} · {target.percent}%
                </span>
              ))}
            </Stack>
          </Fact>
        </FundConfirmStep>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <TicketFund terms={terms} changeTo={changeTo} />
      <HoldingPanel terms={terms} />
      <TermsPanel terms={terms} side="redeem" />
      <TicketForm onReview={props.onReview} blocked={props.showErrors && !switchReady(props)}>
        <QuantityFields {...props} basisLabel={t('ticket.switchBasis')} />
        <Stack gap="xs" data-testid="switch-targets">
          <Text fw={600}>{t('ticket.switchTargets.heading')}</Text>
          {props.targets.map((target, index) => (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <NativeSelect
                label={t('ticket.switchTargets.fund')}
                value={target.fundId}
                onChange={(event) => setTarget(index, { fundId: event.currentTarget.value })}
                data={options}
                style={{ flex: 1, minWidth: 0 }}
                data-testid="target-fund"
              />
              {mode === 'multi' && (
                <>
                  <TextInput
                    label={t('ticket.switchTargets.percent')}
                    inputMode="numeric"
                    value={target.percent}
                    onChange={(event) => setTarget(index, { percent: event.currentTarget.value })}
                    w={96}
                    data-testid="target-percent"
                  />
                  {props.targets.length > 1 && (
                    <CloseButton
                      aria-label={t('ticket.switchTargets.remove')}
                      onClick={() => props.onTargets(props.targets.filter((_, at) => at !== index))}
                      mb={6}
                    />
                  )}
                </>
              )}
            </Group>
          ))}
          {mode === 'multi' && (
            <Group justify="space-between">
              <Button
                variant="subtle"
                size="xs"
                disabled={props.targets.length >= maximumTargets}
                onClick={() => props.onTargets([...props.targets, { fundId: '', percent: '' }])}
              >
                {t('ticket.switchTargets.add')}
              </Button>
              <Text size="sm" c={total === 100 ? 'dimmed' : 'warning'} data-testid="target-total">
                {t('ticket.switchTargets.total', { total: String(total) })}
              </Text>
            </Group>
          )}
          {props.showErrors && targetsError && (
            <Text size="sm" c="danger" role="alert" data-testid="targets-error">
              {errorText(targetsError)}
            </Text>
          )}
        </Stack>
        <TradeDocuments
          fundIds={documentFunds}
          documents={props.documents}
          nameOf={(fundId) => (fundId === terms.fundId ? nameOf(terms.fundNames) : targetName(fundId))}
        />
        <Checkbox
          checked={props.acknowledged}
          onChange={(event) => props.onAcknowledged(event.currentTarget.checked)}
          label={t('ticket.documents.acknowledge')}
          error={props.showErrors && !props.acknowledged ? t('ticket.errors.documents') : undefined}
          data-testid="acknowledge"
        />
      </TicketForm>
    </Stack>
  );
}

/** The fact sheet and prospectus of each fund of a switch, to read before acknowledging them. */
function TradeDocuments({
  fundIds,
  documents,
  nameOf,
}: {
  fundIds: readonly string[];
  documents: Readonly<Record<string, readonly FundDocument[]>>;
  nameOf: (fundId: string) => string;
}) {
  const { t } = useTranslation('fundTrading');
  return (
    <Stack gap="xs" data-testid="trade-documents">
      <Text fw={600}>{t('ticket.documents.heading')}</Text>
      <Text size="sm" c="dimmed">
        {t('ticket.documents.intro')}
      </Text>
      {[...new Set(fundIds)].map((fundId) => {
        const listed = documents[fundId] ?? [];
        return (
          <Group key={fundId} gap="sm" wrap="wrap">
            <Text size="sm" fw={500}>
              {nameOf(fundId)}
            </Text>
            {listed.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('ticket.documents.none')}
              </Text>
            ) : (
              listed.map((document) => (
                <Anchor key={document.documentId} href={document.url} target="_blank" rel="noopener" size="sm">
                  {t(`ticket.documents.${document.kind}`)}
                </Anchor>
              ))
            )}
          </Group>
        );
      })}
    </Stack>
  );
}

export function SwitchTicketPage({ mode }: { mode: SwitchMode }) {
  const { t } = useTranslation('fundTrading');
  return (
    <FundTicketPage
      heading={t(mode === 'single' ? 'ticket.heading.switchSingle' : 'ticket.heading.switch')}
      ticket={(account, fundId) => <SwitchTicket key={fundId} account={account} fundId={fundId} mode={mode} />}
      picker={(account) => (
        <HoldingPicker account={account} basePath={mode === 'single' ? '/funds/switchSingle' : '/funds/switch'} />
      )}
    />
  );
}

function SwitchTicket({ account, fundId, mode }: { account: TradingAccount; fundId: string; mode: SwitchMode }) {
  const language = useShownLanguage();
  const terms = useApiQuery('fundOrder', 'fundTradeTerms', { ...account, fundId });
  const funds = useApiQuery('fundDefinition', 'searchFunds', { language, pageSize: 50 });
  const [targets, setTargets] = useState<readonly SwitchTarget[]>([{ fundId: '', percent: '100' }]);
  const [acknowledged, setAcknowledged] = useState(false);
  const flow = useFundTicketFlow(
    (input: { basis: RedemptionBasis; quantity: string; targets: SwitchTarget[] }, clientReference) =>
      api.fundOrder.switchFund({
        ...account,
        clientReference,
        fundId,
        basis: input.basis,
        quantity: input.quantity,
        targets: input.targets.map((target) => ({ fundId: target.fundId, percent: Number(target.percent) })),
        documentsAcknowledged: true,
      }),
  );
  const redemption = useRedemptionQuantity(flow.edit);
  const { basis, quantity } = redemption;
  const documentFundIds = [...new Set([fundId, ...targets.map((target) => target.fundId).filter(Boolean)])];
  const documents = useQueries(
    {
      queries: documentFundIds.map((id) => ({
        ...apiQueryOptions('fundDocument', 'fundDocuments', { fundId: id }),
        staleTime: 5 * 60_000,
      })),
    },
    queryClient,
  );
  if (terms.data === undefined) return <QueryState failed={terms.isError} onRetry={() => void terms.refetch()} />;
  if (funds.data === undefined) return <QueryState failed={funds.isError} onRetry={() => void funds.refetch()} />;
  const data = terms.data;
  const documentsByFund: Record<string, readonly FundDocument[]> = {};
  documentFundIds.forEach((id, index) => {
    const listed = documents[index]?.data?.documents;
    if (listed) documentsByFund[id] = listed;
  });
  const ready = () => switchReady({ terms: data, basis, quantity, targets, acknowledged });
  return (
    <SwitchTicketView
      mode={mode}
      terms={data}
      funds={funds.data.funds}
      {...redemption}
      targets={targets}
      onTargets={flow.edit(setTargets)}
      documents={documentsByFund}
      acknowledged={acknowledged}
      onAcknowledged={setAcknowledged}
      {...flow.stepProps({
        ready,
        input: () => {
          const { value } = checkRedemptionQuantity(quantity, data, basis);
          return value && ready() ? { basis, quantity: toWire(value), targets: [...targets] } : undefined;
        },
        clear: () => {
          redemption.clear();
          setTargets([{ fundId: '', percent: '100' }]);
          setAcknowledged(false);
          void terms.refetch();
        },
      })}
      {...(flow.result ? { placed: flow.result } : {})}
    />
  );
}
