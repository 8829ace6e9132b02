import { describeBankAccountBackOfficeContract } from '../../adapters/back-office/back-office-contract';
import { simulatedBankAccountBackOffice } from './bank-account-back-office';

// The embedded simulator keeps the bank account desk's contract (ADR 051); a real back office would run the same suite.
describeBankAccountBackOfficeContract(() => simulatedBankAccountBackOffice);
