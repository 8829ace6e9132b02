import { exampleService } from '@portal/contract';
import { implementService } from '../../platform/rpc';

/** example.alive: the keep-alive check; the serverId changes at every server start (SPEC §7). */
export const exampleImplementation = implementService(exampleService, {
  alive: async (_input, { serverId }) => ({ serverId }),
});
