import { currencyService } from './currency';
import { exampleService } from './example';

/** Every service the portal exposes. The server binds, the web client derives and OpenAPI documents this list. */
export const services = [exampleService, currencyService] as const;
export type Services = typeof services;
