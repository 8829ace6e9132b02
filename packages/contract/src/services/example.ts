import { z } from 'zod';
import { defineService } from '../rpc';

export const exampleService = defineService('example', {
  alive: {
    auth: { kind: 'public' },
    summary: 'Keep-alive check. Returns the identifier of the running server; it changes at every server start.',
    input: z.object({}).strict(),
    output: z.object({ serverId: z.string() }),
  },
});
