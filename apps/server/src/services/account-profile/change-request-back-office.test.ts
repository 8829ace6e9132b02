import { describeChangeRequestBackOfficeContract } from '../../adapters/back-office/back-office-contract';
import { simulatedChangeRequestBackOffice } from './change-request-back-office';

// The embedded simulator keeps the change request desk's contract (ADR 051); a real back office would run the suite.
describeChangeRequestBackOfficeContract(() => simulatedChangeRequestBackOffice);
