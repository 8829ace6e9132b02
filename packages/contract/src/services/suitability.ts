import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { riskLevels } from '../domain/fund';
import { rankOf } from '../domain/roles';
import { knowledgeCriteria, knowledgeKinds } from '../domain/suitability/knowledge-declarations';
import {
  answerProblems,
  currentQuestionnaireVersion,
  type AnsweredForm,
  questionnaireStatuses,
} from '../domain/suitability/risk-questionnaire';
import { currentKnowledgeCheck } from '../domain/suitability/va-knowledge-check';
import { defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { calendarDaySchema } from './fund-definition';

/**
 * Suitability (issue 17 parts 2 and 3a, ADR 037): the risk assessment questionnaire of /accounts/raq, scored by the
 * server to a risk level (domain/suitability/risk-questionnaire), approved at once or after an operator's review,
 * valid for two years with SPEC §7's `findExpiry` {time, expiring}; and the derivatives and virtual-asset knowledge
 * declarations of /accounts/riskCheck. Refusals carry the codes of domain/suitability/suitability-results.
 */

/** The account an operation acts for: the session's own, or an advisee of an advisor's session (ARCHITECTURE §5). */
const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

export const riskLevelSchema = z.enum(riskLevels);
export const questionnaireStatusSchema = z.enum(questionnaireStatuses);

/** One submitted questionnaire with its version, answers and score, as kept for the audit. */
export const riskQuestionnaireSubmissionSchema = z.object({
  questionnaireId: z.string(),
  accountCode: z.string(),
  /** The questionnaire version answered: its questions and wording are domain/suitability's `questionnaireVersions`. */
  version: z.number().int(),
  /** Option id by question id, as answered. */
  answers: z.record(z.string(), z.string()),
  score: z.number().int(),
  maximumScore: z.number().int(),
  riskLevel: riskLevelSchema,
  status: questionnaireStatusSchema,
  /** Why it went to review: the inconsistency rules its answers met (empty when approved at once). */
  reviewReasons: z.array(z.string()),
  submittedAt: instantSchema,
  /** When it was approved or rejected; null while pending. */
  decidedAt: instantSchema.nullable(),
  /** Who decided: 'automatic' or an operator's account code; null while pending. */
  decidedBy: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** An approved profile's end (its first instant no longer valid); null otherwise. */
  expiresAt: instantSchema.nullable(),
});
export type RiskQuestionnaireSubmission = z.infer<typeof riskQuestionnaireSubmissionSchema>;

/**
 * SPEC §3 Risk questionnaire expiry {time, expiring}: `time` the instant the approved profile stops being valid (null:
 * no approved questionnaire on file); `expiring` from 30 days before that instant on (and once expired).
 */
export const riskQuestionnaireExpirySchema = z.object({
  time: instantSchema.nullable(),
  expiring: z.boolean(),
  /** Past `time`: fund subscriptions and stock buy orders are refused until the questionnaire is redone. */
  expired: z.boolean(),
  /** The last market day (Hong Kong) the profile is valid on; null without one. */
  lastValidDay: calendarDaySchema.nullable(),
});
export type RiskQuestionnaireExpiry = z.infer<typeof riskQuestionnaireExpirySchema>;

export const riskProfileSchema = z.object({
  /** The level fund orders are checked against today. */
  riskLevel: riskLevelSchema,
  expiry: riskQuestionnaireExpirySchema,
  /** The questionnaire in force (approved); null when the level came from the back office without one. */
  approved: riskQuestionnaireSubmissionSchema.nullable(),
  /** The newest submission when it is not the approved one (pending or rejected); else null. */
  latest: riskQuestionnaireSubmissionSchema.nullable(),
  /** The version a new submission answers. */
  currentVersion: z.number().int(),
});
export type RiskProfile = z.infer<typeof riskProfileSchema>;

/** What a submission of answers carries besides its account: the version answered and an option per question. */
const answersShape = { version: z.number().int(), answers: z.record(z.string().max(40), z.string().max(40)) };

/**
 * Checks a submission against the current version of its form (the risk questionnaire, the VA knowledge check):
 * every question once, with one of its options; each problem a field error of its question.
 */
function answersOfCurrent(current: AnsweredForm & { readonly version: number }, formName: string) {
  return (input: { version: number; answers: Record<string, string> }, context: z.RefinementCtx) => {
    if (input.version !== current.version) {
      context.addIssue({
        code: 'custom',
        path: ['version'],
        message: `Answer the current ${formName} (version ${current.version}).`,
      });
      return;
    }
    for (const problem of answerProblems(current, input.answers)) {
      context.addIssue({
        code: 'custom',
        path: ['answers', problem.questionId],
        message:
          problem.problem === 'missing'
            ? 'This question needs an answer.'
            : problem.problem === 'unknownOption'
              ? "This is not one of the question's answers."
              : `The ${formName} has no such question.`,
      });
    }
  };
}

const submissionInput = z
  .object({ ...accountKeyShape, ...answersShape })
  .strict()
  .superRefine(answersOfCurrent(currentQuestionnaireVersion, 'questionnaire'));

export const knowledgeKindSchema = z.enum(knowledgeKinds);
export const knowledgeCriterionSchema = z.enum(knowledgeCriteria);

export const knowledgeDeclarationSchema = z.object({
  kind: knowledgeKindSchema,
  /** The criteria the client declared true; empty: declared none. */
  criteria: z.array(knowledgeCriterionSchema),
  hasKnowledge: z.boolean(),
  /** null: never declared. */
  declaredAt: instantSchema.nullable(),
});
export type KnowledgeDeclaration = z.infer<typeof knowledgeDeclarationSchema>;

export const knowledgeDeclarationsSchema = z.object({
  /** SPEC §3 riskCheckEditable: whether the client may change them here. */
  editable: z.boolean(),
  declarations: z.array(knowledgeDeclarationSchema),
});
export type KnowledgeDeclarations = z.infer<typeof knowledgeDeclarationsSchema>;

export const maximumPendingQuestionnaires = 100;

/** The virtual-asset knowledge check's account: a VA (fos) account unless told (ADR 045). */
const virtualAssetAccountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('fos') };

/** One attempt at the virtual-asset knowledge check as kept: its score and the questions it got wrong (not the key). */
export const knowledgeCheckAttemptSchema = z.object({
  version: z.number().int(),
  attemptedAt: instantSchema,
  score: z.number().int(),
  passMark: z.number().int(),
  questionCount: z.number().int(),
  passed: z.boolean(),
  /** The ids of the questions answered wrongly: the page names their topics, never the right answers. */
  wrongQuestionIds: z.array(z.string()),
});
export type KnowledgeCheckAttempt = z.infer<typeof knowledgeCheckAttemptSchema>;

export const knowledgeCheckStatusSchema = z.object({
  /** The version a new attempt answers (its questions: domain/suitability/va-knowledge-check). */
  currentVersion: z.number().int(),
  /** Passed: the account may place virtual-asset orders (with a knowledge declaration it counts too). */
  passed: z.boolean(),
  passedAt: instantSchema.nullable(),
  /** Virtual-asset knowledge shown by a declaration of /accounts/riskCheck instead (ADR 037). */
  declaredKnowledge: z.boolean(),
  attemptsToday: z.number().int(),
  attemptsLeftToday: z.number().int(),
  /** When a new attempt is possible again after today's were used (the next Hong Kong day); null otherwise. */
  nextAttemptAt: instantSchema.nullable(),
  lastAttempt: knowledgeCheckAttemptSchema.nullable(),
});
export type KnowledgeCheckStatus = z.infer<typeof knowledgeCheckStatusSchema>;

const knowledgeCheckSubmission = z
  .object({ ...virtualAssetAccountKeyShape, ...answersShape })
  .strict()
  .superRefine(answersOfCurrent(currentKnowledgeCheck, 'knowledge check'));

export const suitabilityService = defineService('suitability', {
  riskQuestionnaire: {
    auth: { kind: 'session' },
    feature: brandFeatures.riskQuestionnaire,
    actsFor: 'accountCode',
    summary:
      "The account's risk profile: its level today, the expiry of the approved questionnaire, that questionnaire and a " +
      'newer pending or rejected one, with their versions, answers and scores.',
    input: z.object(accountKeyShape).strict(),
    output: riskProfileSchema,
  },
  submitRiskQuestionnaire: {
    auth: { kind: 'session' },
    feature: brandFeatures.riskQuestionnaire,
    actsFor: 'accountCode',
    summary:
      'Answers the current questionnaire: the server scores it to a risk level. Consistent answers are approved at ' +
      'once (the level applies and is valid for two years); answers meeting an inconsistency rule wait for an ' +
      "operator's review. Only the client answers (an advisee session: 403 RAQ001). Missing or unknown answers: 400 " +
      'with a field error per question, nothing stored.',
    input: submissionInput,
    output: z.object({ submission: riskQuestionnaireSubmissionSchema, profile: riskProfileSchema }),
  },
  findExpiry: {
    auth: { kind: 'session' },
    feature: brandFeatures.riskQuestionnaire,
    actsFor: 'accountCode',
    summary:
      'SPEC §7 findExpiry: when the approved risk questionnaire expires and whether it is expiring (30 days before ' +
      'on) or expired.',
    input: z.object(accountKeyShape).strict(),
    output: riskQuestionnaireExpirySchema,
  },
  searchPendingRiskQuestionnaires: {
    auth: { kind: 'rank', minimumRank: rankOf.admin },
    feature: brandFeatures.riskQuestionnaire,
    summary: `The questionnaires waiting for an operator's review (admin rank), oldest first, at most ${maximumPendingQuestionnaires}.`,
    input: z.object({}).strict(),
    output: z.object({ submissions: z.array(riskQuestionnaireSubmissionSchema) }),
  },
  decideRiskQuestionnaire: {
    auth: { kind: 'rank', minimumRank: rankOf.admin },
    feature: brandFeatures.riskQuestionnaire,
    summary:
      "The operator's review of a pending questionnaire (admin rank): approve (its level applies for two years) or " +
      'reject with a reason (the profile in force stays). 404 RAQ002 for an unknown id, 409 RAQ003 once decided.',
    input: z
      .object({
        questionnaireId: z.string().min(1).max(64),
        decision: z.enum(['approve', 'reject']),
        reason: z.string().trim().min(1).max(500).optional(),
      })
      .strict()
      .refine((input) => input.decision === 'approve' || input.reason !== undefined, {
        path: ['reason'],
        message: 'A rejection needs a reason.',
      }),
    output: z.object({ submission: riskQuestionnaireSubmissionSchema }),
  },
  knowledgeDeclarations: {
    auth: { kind: 'session' },
    feature: brandFeatures.accounts,
    actsFor: 'accountCode',
    summary:
      "The account's derivatives and virtual-asset knowledge declarations, and whether they may be changed here.",
    input: z.object(accountKeyShape).strict(),
    output: knowledgeDeclarationsSchema,
  },
  declareKnowledge: {
    auth: { kind: 'session' },
    feature: brandFeatures.riskCheckEditing,
    actsFor: 'accountCode',
    summary:
      'Records a knowledge declaration: the criteria the client says are true (none is a declaration too), confirmed ' +
      'by the client. Kept with its time; the newest counts. Only the client declares (an advisee session: 403 RAQ001).',
    input: z
      .object({
        ...accountKeyShape,
        kind: knowledgeKindSchema,
        criteria: z
          .array(knowledgeCriterionSchema)
          .max(knowledgeCriteria.length)
          .refine((criteria) => new Set(criteria).size === criteria.length, 'Each criterion at most once.'),
        confirmed: z.literal(true, 'Confirm that the declaration is true and complete.'),
      })
      .strict(),
    output: knowledgeDeclarationsSchema,
  },
  virtualAssetKnowledgeCheck: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      "The account's virtual-asset knowledge check (ADR 045): passed or not, today's attempts and those left, and " +
      'the last attempt with its score and the questions it got wrong. A virtual-asset (fos) session only.',
    input: z.object(virtualAssetAccountKeyShape).strict(),
    output: knowledgeCheckStatusSchema,
  },
  submitVirtualAssetKnowledgeCheck: {
    auth: { kind: 'session' },
    feature: brandFeatures.crypto,
    actsFor: 'accountCode',
    summary:
      'Answers the current virtual-asset knowledge check: the server scores it (the right answers never leave it) and ' +
      'keeps the attempt. At most 3 attempts a Hong Kong day (422 RAQ004), none once passed (409 RAQ005); only the ' +
      'client answers (an advisor or an advisee session: 403 RAQ001). Missing or unknown answers: 400 with a field ' +
      'error per question, nothing stored.',
    input: knowledgeCheckSubmission,
    output: z.object({ attempt: knowledgeCheckAttemptSchema, status: knowledgeCheckStatusSchema }),
  },
});
