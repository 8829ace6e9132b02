import { getBrand } from '@portal/contract/brands';
import { describeWithdrawalBackOfficeContract } from '../../adapters/back-office/back-office-contract';
import { simulatedWithdrawalBackOffice } from './withdrawal-back-office';

// The embedded simulator keeps the withdrawal desk's contract (ADR 051); a real back office would run the same suite.
describeWithdrawalBackOfficeContract(() => simulatedWithdrawalBackOffice(getBrand('demo')));
