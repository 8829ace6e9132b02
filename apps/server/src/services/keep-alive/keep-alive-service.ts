import { keepAliveService } from '@portal/contract';
import { implementService } from '../../platform/http/rpc';

/** The keep-alive check (`example.alive` on the wire, SPEC §7): the serverId changes at every server start. */
export const keepAliveImplementation = implementService(keepAliveService, {
  alive: async (_input, { serverId }) => ({ serverId }),
});
