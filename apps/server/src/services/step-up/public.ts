/*
 * What other services use of step-up (ADR 036): `consumeStepUp` in the transaction of a sensitive write.
 */
export { consumeStepUp, stepUpRequired, type StepUpActor } from './step-up';
