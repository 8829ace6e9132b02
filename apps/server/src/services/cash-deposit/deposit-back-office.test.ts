import { getBrand } from '@portal/contract/brands';
import { describeDepositBackOfficeContract } from '../../adapters/back-office/back-office-contract';
import { simulatedDepositBackOffice } from './deposit-back-office';

// The embedded simulator keeps the deposit desk's contract (ADR 051); a real back office would run the same suite.
describeDepositBackOfficeContract(() => simulatedDepositBackOffice(getBrand('demo')));
