import { z } from 'zod';
import { defineService } from '../rpc';

/**
 * The keep-alive check. On the wire it is the `example` service, the name SPEC §7 gives it ("alive (example
 * service)"), so its path is /api/example/alive; everywhere else it is called the keep-alive.
 */
export const keepAliveService = defineService('example', {
  alive: {
    auth: { kind: 'public' },
    summary: 'Keep-alive check. Returns the identifier of the running server; it changes at every server start.',
    input: z.object({}).strict(),
    output: z.object({ serverId: z.string() }),
  },
});
