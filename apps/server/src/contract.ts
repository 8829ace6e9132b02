/*
 * The contract modules the server uses that @portal/contract does not export yet: its package.json points "." at
 * src/index.ts, which does not exist, and has no "./rpc" or "./services" entry. The relative paths live in this one
 * file; when the package exports them, only these lines change.
 */
export {
  apiErrorSchema,
  decimalString,
  defineService,
  operationPath,
  wireErrorCodes,
} from '../../../packages/contract/src/rpc';
export type {
  ApiErrorBody,
  HttpMethod,
  Operation,
  OperationAuth,
  OperationInput,
  OperationOutput,
  OperationSpec,
  Service,
  WireErrorCode,
} from '../../../packages/contract/src/rpc';
export { services } from '../../../packages/contract/src/services/index';
export type { Services } from '../../../packages/contract/src/services/index';
export { exampleService } from '../../../packages/contract/src/services/example';
export { currencyService, currencySchema, exchangeRateSchema } from '../../../packages/contract/src/services/currency';
export type { Currency, ExchangeRate } from '../../../packages/contract/src/services/currency';
