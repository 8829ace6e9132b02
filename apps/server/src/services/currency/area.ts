import { defineArea } from '../../platform/area';
import { currencyImplementation } from './currency-service';

/** The currencies and exchange rates as the pages list them (the tables and rates are the platform's). */
export const currencyArea = defineArea({ name: 'currency', services: [currencyImplementation] });
