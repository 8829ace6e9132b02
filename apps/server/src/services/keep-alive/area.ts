import { defineArea } from '../../platform/area';
import { keepAliveImplementation } from './keep-alive-service';

/** The keep-alive check, which SPEC §7 names the `example` service (its path stays /api/example/alive). */
export const keepAliveArea = defineArea({ name: 'keep-alive', services: [keepAliveImplementation] });
