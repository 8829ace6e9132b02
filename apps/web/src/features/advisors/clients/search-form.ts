/*
 * The advanced search's form (issue 28 part 2): what a person types, checked beside each field before anything is
 * sent, turned into the contract's criteria (only the fields filled in), and back from a saved search or the address.
 * The criteria applied live in the address (`?search=…&advisor=…`), so going back from a client's page finds the
 * search as it was.
 */
import { clientSearchCriteriaSchema, type AccountType, type ClientSearchCriteriaInput } from '@portal/contract';
import {
  defaultExpiringWithinDays,
  type ClientSortKey,
  type QuestionnaireStatus,
} from '@portal/contract/domain/advisor-client';
import { ExactDecimal } from '@portal/contract/domain/decimal-value';
import type { RiskLevel } from '@portal/contract/domain/fund';

export type SearchForm = {
  readonly codePrefix: string;
  readonly name: string;
  readonly accountTypes: readonly AccountType[];
  /** '' any, or only professional investors, or only the others. */
  readonly professionalInvestor: '' | 'yes' | 'no';
  readonly riskLevels: readonly RiskLevel[];
  readonly questionnaireStatuses: readonly QuestionnaireStatus[];
  readonly expiringWithinDays: string;
  readonly questionnaireExpiresFrom: string;
  readonly questionnaireExpiresTo: string;
  /** '' any, else a holding id the book holds (`fund:F0001`). */
  readonly holdingId: string;
  readonly totalAssetsMin: string;
  readonly totalAssetsMax: string;
  readonly lastLoginFrom: string;
  readonly lastLoginTo: string;
  readonly sortBy: ClientSortKey;
  readonly direction: 'asc' | 'desc';
};

export const emptySearchForm: SearchForm = {
  codePrefix: '',
  name: '',
  accountTypes: [],
  professionalInvestor: '',
  riskLevels: [],
  questionnaireStatuses: [],
  expiringWithinDays: String(defaultExpiringWithinDays),
  questionnaireExpiresFrom: '',
  questionnaireExpiresTo: '',
  holdingId: '',
  totalAssetsMin: '',
  totalAssetsMax: '',
  lastLoginFrom: '',
  lastLoginTo: '',
  sortBy: 'code',
  direction: 'asc',
};

/** Why a field is refused, as the page's texts name it (advisorClients filters.errors.*). */
export type FormProblem = 'notAnAmount' | 'maxBelowMin' | 'endBeforeStart' | 'days' | 'code';

const amount = /^(0|[1-9]\d{0,11})(\.\d{1,2})?$/;
const accountCode = /^[A-Za-z0-9._-]*$/;

/** What is wrong with each field, beside it; none when the form may be sent. */
export function problemsOf(form: SearchForm): Partial<Record<keyof SearchForm, FormProblem>> {
  const problems: Partial<Record<keyof SearchForm, FormProblem>> = {};
  const min = form.totalAssetsMin.trim();
  const max = form.totalAssetsMax.trim();
  if (!accountCode.test(form.codePrefix.trim())) problems.codePrefix = 'code';
  if (min !== '' && !amount.test(min)) problems.totalAssetsMin = 'notAnAmount';
  if (max !== '' && !amount.test(max)) problems.totalAssetsMax = 'notAnAmount';
  else if (min !== '' && max !== '' && amount.test(min) && new ExactDecimal(max).lessThan(min))
    problems.totalAssetsMax = 'maxBelowMin';
  const days = form.expiringWithinDays.trim();
  if (!/^\d{1,3}$/.test(days) || Number(days) < 1 || Number(days) > 365) problems.expiringWithinDays = 'days';
  const ranges = [
    ['questionnaireExpiresFrom', 'questionnaireExpiresTo'],
    ['lastLoginFrom', 'lastLoginTo'],
  ] as const;
  for (const [from, to] of ranges) {
    if (form[from] !== '' && form[to] !== '' && form[to] < form[from]) problems[to] = 'endBeforeStart';
  }
  return problems;
}

/** The criteria of a form that has no problems: only what was filled in. */
export function criteriaOf(form: SearchForm): ClientSearchCriteriaInput {
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const criteria: ClientSearchCriteriaInput = {
    codePrefix: text(form.codePrefix)?.toUpperCase(),
    name: text(form.name),
    accountTypes: form.accountTypes.length === 0 ? undefined : [...form.accountTypes],
    professionalInvestor: form.professionalInvestor === '' ? undefined : form.professionalInvestor === 'yes',
    riskLevels: form.riskLevels.length === 0 ? undefined : [...form.riskLevels],
    questionnaireStatuses: form.questionnaireStatuses.length === 0 ? undefined : [...form.questionnaireStatuses],
    expiringWithinDays:
      form.expiringWithinDays.trim() === String(defaultExpiringWithinDays)
        ? undefined
        : Number(form.expiringWithinDays.trim()),
    questionnaireExpiresFrom: text(form.questionnaireExpiresFrom),
    questionnaireExpiresTo: text(form.questionnaireExpiresTo),
    holdingId: text(form.holdingId),
    totalAssetsMin: text(form.totalAssetsMin),
    totalAssetsMax: text(form.totalAssetsMax),
    lastLoginFrom: text(form.lastLoginFrom),
    lastLoginTo: text(form.lastLoginTo),
    sortBy: form.sortBy === 'code' ? undefined : form.sortBy,
    direction: form.direction === 'asc' ? undefined : form.direction,
  };
  return Object.fromEntries(Object.entries(criteria).filter(([, value]) => value !== undefined));
}

/** The form showing criteria (a saved search's, the address's). */
export function formOf(criteria: ClientSearchCriteriaInput): SearchForm {
  const parsed = clientSearchCriteriaSchema.safeParse(criteria);
  if (!parsed.success) return emptySearchForm;
  const found = parsed.data;
  return {
    codePrefix: found.codePrefix ?? '',
    name: found.name ?? '',
    accountTypes: found.accountTypes,
    professionalInvestor: found.professionalInvestor === undefined ? '' : found.professionalInvestor ? 'yes' : 'no',
    riskLevels: found.riskLevels,
    questionnaireStatuses: found.questionnaireStatuses,
    expiringWithinDays: String(found.expiringWithinDays),
    questionnaireExpiresFrom: found.questionnaireExpiresFrom ?? '',
    questionnaireExpiresTo: found.questionnaireExpiresTo ?? '',
    holdingId: found.holdingId ?? '',
    totalAssetsMin: found.totalAssetsMin ?? '',
    totalAssetsMax: found.totalAssetsMax ?? '',
    lastLoginFrom: found.lastLoginFrom ?? '',
    lastLoginTo: found.lastLoginTo ?? '',
    sortBy: found.sortBy,
    direction: found.direction,
  };
}

/** The search the address holds: its criteria (none that do not parse) and a manager's advisor filter. */
export function searchOfParams(params: URLSearchParams): {
  readonly criteria: ClientSearchCriteriaInput;
  readonly advisorCode: string | undefined;
} {
  let criteria: ClientSearchCriteriaInput = {};
  const text = params.get('search');
  if (text !== null) {
    try {
      const parsed = clientSearchCriteriaSchema.safeParse(JSON.parse(text));
      if (parsed.success) criteria = criteriaOf(formOf(parsed.data));
    } catch {
      criteria = {};
    }
  }
  const advisor = params.get('advisor') ?? '';
  return { criteria, advisorCode: /^[A-Za-z0-9._-]{1,32}$/.test(advisor) ? advisor : undefined };
}

/** The address of a search. */
export function paramsOfSearch(criteria: ClientSearchCriteriaInput, advisorCode: string | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (Object.keys(criteria).length > 0) params.set('search', JSON.stringify(criteria));
  if (advisorCode !== undefined) params.set('advisor', advisorCode);
  return params;
}
