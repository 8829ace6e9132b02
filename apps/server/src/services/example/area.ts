import { defineArea } from '../../platform/area';
import { exampleImplementation } from './example-service';

/** The keep-alive: the page's heartbeat and the journeys' readiness check. */
export const exampleArea = defineArea({ name: 'example', services: [exampleImplementation] });
