import type { FastifyRequest } from 'fastify';
import type { OperationAuth } from '@portal/contract';
import { AppError } from './errors';

/**
 * The one place that decides whether a request may call an operation, from the operation's declared auth.
 * Public operations are open. Sessions do not exist yet (issue 3 adds them), so an operation that needs a
 * session or a rank answers 401 until then.
 */
export async function authorize(auth: OperationAuth, _request: FastifyRequest): Promise<void> {
  switch (auth.kind) {
    case 'public':
      return;
    case 'session':
    case 'rank':
      throw AppError.unauthenticated();
  }
}
