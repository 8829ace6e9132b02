import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { accountNoticeChannels, accountNoticeKinds } from '../domain/account-notice';
import { defineService } from '../rpc';
import { instantSchema } from './account';

export const maximumAccountNoticePageSize = 50;

export const accountNoticeSchema = z.object({
  noticeId: z.string(),
  kind: z.enum(accountNoticeKinds),
  channel: z.enum(accountNoticeChannels),
  /** Masked as the client may see it. */
  destination: z.string(),
  /** The text as sent, in the language it was sent in. */
  body: z.string(),
  sentTime: instantSchema,
});
export type AccountNotice = z.infer<typeof accountNoticeSchema>;

export const accountNoticePageSchema = z.object({
  notices: z.array(accountNoticeSchema),
  /** Pass back for the next page; absent on the last. */
  nextCursor: z.string().optional(),
});

/** The notices sent to the client's registered e-mail or phone (issue 17 part 7, ADR 036). */
export const accountNoticeService = defineService('accountNotice', {
  searchAccountNotices: {
    auth: { kind: 'session' },
    feature: brandFeatures.accounts,
    summary: `The notices sent to this account on a second channel, newest first; keyset paged, at most ${String(maximumAccountNoticePageSize)} a page.`,
    input: z
      .object({
        kinds: z.array(z.enum(accountNoticeKinds)).max(accountNoticeKinds.length).default([]),
        cursor: z.string().max(200).optional(),
        pageSize: z.number().int().min(1).max(maximumAccountNoticePageSize).default(20),
      })
      .strict(),
    output: accountNoticePageSchema,
  },
});
