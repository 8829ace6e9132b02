import { stepUpService } from '@portal/contract';
import { AppError } from '../../platform/http/errors';
import { implementService, type OperationContext } from '../../platform/http/rpc';
import { challengeStepUp, confirmStepUp, type StepUpActor } from './step-up';

function actorOf(context: OperationContext): StepUpActor {
  const actor = context.actor;
  if (actor === undefined) throw AppError.unauthenticated();
  return actor;
}

/** The step-up service (issue 17 part 5, ADR 036). */
export const stepUpImplementation = implementService(stepUpService, {
  stepUpChallenge: async (input, context) =>
    challengeStepUp(context, actorOf(context), input.action, context.clock.now(), { resend: input.resend }),

  confirmStepUp: async (input, context) =>
    confirmStepUp(
      context,
      actorOf(context),
      input.action,
      { password: input.password, oneTimeCode: input.oneTimeCode },
      context.clock.now(),
    ),
});
