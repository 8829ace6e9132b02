import { z } from 'zod';
import { defineService } from '../rpc';
import { stepUpActions, stepUpChannels } from '../domain/step-up';
import { instantSchema } from './account';

/*
 * Step-up (issue 17 part 5, ADR 036): the client proves again who it is and gets a grant for one action of this
 * session, valid a few minutes, used once. The sensitive operation then takes the grant as `stepUpToken` and answers
 * 403 STEP_UP_REQUIRED without a valid one.
 */

export const stepUpActionSchema = z.enum(stepUpActions);

/** The grant a sensitive operation takes (its input field `stepUpToken`); without one it answers 403 STEP_UP_REQUIRED. */
export const stepUpTokenSchema = z
  .string()
  .max(128, 'Not a step-up token')
  .regex(/^[A-Za-z0-9_-]*$/, 'Not a step-up token')
  .optional();

export const stepUpChallengeSchema = z.object({
  action: stepUpActionSchema,
  channel: z.enum(stepUpChannels),
  /** Where a code went, masked ("+852 ****5678", "c***@example.com"); absent for the password and the token app. */
  destination: z.string().optional(),
  /** When a code sent now stops working; absent when nothing is sent. */
  expirationTime: instantSchema.optional(),
  /** The earliest time another code may be asked for; absent when nothing is sent. */
  resendAvailableAt: instantSchema.optional(),
  /** Until when too many wrong answers lock the step-up; null when they do not. */
  lockedUntil: instantSchema.nullable(),
});
export type StepUpChallenge = z.infer<typeof stepUpChallengeSchema>;

export const stepUpService = defineService('stepUp', {
  stepUpChallenge: {
    auth: { kind: 'session' },
    summary:
      "Starts a step-up for an action of this session: says what it asks for (password, the authenticator's code, or " +
      'a code it sends now by SMS or e-mail, at most one a minute).',
    input: z.object({ action: stepUpActionSchema, resend: z.boolean().default(false) }).strict(),
    output: stepUpChallengeSchema,
  },
  confirmStepUp: {
    auth: { kind: 'session' },
    summary:
      'Checks the password or one-time code and answers a grant for the action (valid 5 minutes, one use, this ' +
      'session only). 422 STEP_UP_FAILED / STEP_UP_LOCKED / STEP_UP_CODE_EXPIRED; STEP_UP_NOT_ALLOWED in an ' +
      "advisor's advisee session.",
    input: z
      .object({
        action: stepUpActionSchema,
        password: z.string().max(256, 'A password has at most 256 characters').optional(),
        oneTimeCode: z.string().trim().max(16, 'A one-time code is short').optional(),
      })
      .strict(),
    output: z.object({ stepUpToken: z.string(), expirationTime: instantSchema }),
  },
});
