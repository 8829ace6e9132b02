import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryClient } from '../../../shared/api/query-client';
import { useShownLanguage } from '../../../shared/i18n/shown-language';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Fact, QueryState, TicketPage, tabular } from '../../../shared/ticket/ticket-parts';
import { depositQueryKeys, useDepositAccount, useDepositApi } from './deposit-api';

/** SPEC §2 cashes/requests/instruction: where to pay (the brand's receiving bank accounts and FPS identifier). */
export function DepositInstructionPage() {
  const { t } = useTranslation('cashDeposit');
  const language = useShownLanguage();
  const account = useDepositAccount();
  const client = useDepositApi();
  const instructions = useQuery(
    {
      queryKey: account ? depositQueryKeys.instructions(account) : depositQueryKeys.all,
      queryFn: ({ signal }) =>
        account ? client.cashDeposit.depositInstructions(account, { signal }) : Promise.reject(new Error('No session')),
      enabled: account !== undefined,
    },
    queryClient,
  );
  if (!account) return null;
  const data = instructions.data;
  return (
    <TicketPage heading={t('instruction.heading')}>
      {data === undefined ? (
        <QueryState failed={instructions.isError} onRetry={() => void instructions.refetch()} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('instruction.intro', { accountCode: account.accountCode })}</Text>
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('instruction.bankAccounts')}
              </Title>
              <SimpleGrid cols={{ base: 1, md: data.bankAccounts.length > 1 ? 3 : 1 }} spacing="sm">
                {data.bankAccounts.map((bank) => (
                  <Paper
                    key={bank.currency}
                    withBorder
                    radius="sm"
                    p="sm"
                    component="section"
                    aria-label={t('instruction.accountFor', { currency: bank.currency })}
                    data-testid={`bank-account-${bank.currency}`}
                  >
                    <Stack gap="xs">
                      <Title order={3} size="h5">
                        {t('instruction.accountFor', { currency: bank.currency })}
                      </Title>
                      <Fact label={t('instruction.bankName')}>
                        {bank.bankName[language]} ({t('instruction.bankCode')} {bank.bankCode})
                      </Fact>
                      <Fact label={t('instruction.accountName')}>{bank.accountName[language]}</Fact>
                      <Fact label={t('instruction.accountNumber')}>
                        <span style={{ whiteSpace: 'nowrap' }}>{bank.accountNumber}</span>
                      </Fact>
                    </Stack>
                  </Paper>
                ))}
              </SimpleGrid>
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="md" data-testid="deposit-fps">
            <Stack gap={4}>
              <Title order={2} size="h4">
                {t('instruction.fps')}
              </Title>
              <Text size="sm">
                {t('instruction.fpsIdentifier')}:{' '}
                <Text span fw={600} style={tabular} data-testid="fps-identifier">
                  {data.fpsIdentifier}
                </Text>
              </Text>
              <Text size="sm">
                {t('instruction.fpsName')}: {data.fpsName[language]}
              </Text>
              <Text size="sm">{t('instruction.fpsCurrencies', { currencies: data.fpsCurrencies.join(', ') })}</Text>
            </Stack>
          </Paper>
          <Text size="sm">{t('instruction.cutOff', { time: data.cutOffTime })}</Text>
          <Anchor component={Link} to="/cashes/request" size="sm">
            {t('instruction.requestLink')}
          </Anchor>
        </Stack>
      )}
    </TicketPage>
  );
}
