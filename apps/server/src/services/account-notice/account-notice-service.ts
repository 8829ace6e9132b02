import { accountNoticeService } from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import { implementService } from '../../platform/http/rpc';
import { noticesOf } from './account-notices';

/** The notices sent to the client (issue 17 part 7, ADR 036): only its own, in its own session or an advisee's. */
export const accountNoticeImplementation = implementService(accountNoticeService, {
  searchAccountNotices: async (input, context) => {
    const actor = context.actor;
    if (actor === undefined) throw AppError.unauthenticated();
    return noticesOf(context.db, actor, { kinds: input.kinds, cursor: input.cursor, pageSize: input.pageSize });
  },
});
