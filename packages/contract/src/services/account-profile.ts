import { z } from 'zod';
import { brandFeatures } from '../domain/brand-features';
import { rankOf } from '../domain/roles';
import { defineService } from '../rpc';
import { accountCodeSchema, instantSchema, loginSourceSchema } from './account';
import { calendarDaySchema } from './fund-definition';
import { stepUpTokenSchema } from './step-up';

/**
 * The client's own record as the broker keeps it (issue 17 part 1, SPEC §2 Accounts: information; ADR 038): account
 * type, holders, identity document (masked by the server), addresses, contact, employment, investment experience and
 * professional-investor status. Where the brand's `accountInformationEditable` is on, the contact details and the
 * addresses change only through a change request with a proof (pending → approved | rejected by the back office);
 * submitting one needs step-up (`contactChange`). A refusal answers 422 with `code` one of `profileChangeRefusals`.
 */

const accountKeyShape = { accountCode: accountCodeSchema, source: loginSourceSchema.default('gateway') };

/** SPEC §3 account types. */
export const accountTypes = ['Individual', 'Joint', 'Corporate', 'Institution'] as const;
export type AccountType = (typeof accountTypes)[number];

export const identityDocumentKinds = ['hkid', 'passport', 'mainlandId', 'businessRegistration'] as const;
export type IdentityDocumentKind = (typeof identityDocumentKinds)[number];

export const employmentStatuses = [
  'employed',
  'selfEmployed',
  'unemployed',
  'retired',
  'student',
  'homemaker',
] as const;
export type EmploymentStatus = (typeof employmentStatuses)[number];

export const investmentProducts = ['stocks', 'funds', 'bonds', 'derivatives', 'virtualAssets'] as const;
export type InvestmentProduct = (typeof investmentProducts)[number];

/** Years of experience, as a Hong Kong account opening form asks them. */
export const experienceBands = ['none', 'underOne', 'oneToThree', 'threeToFive', 'overFive'] as const;
export type ExperienceBand = (typeof experienceBands)[number];

/** The nationalities of the demo records (ISO 3166-1 alpha-3); the page names each in three languages. */
export const nationalities = ['CHN', 'GBR', 'CAN', 'AUS', 'USA', 'SGP'] as const;
export type Nationality = (typeof nationalities)[number];

/** The parts of the record a change request may change, each its own form. */
export const profileChangeSections = ['contact', 'addresses'] as const;
export type ProfileChangeSection = (typeof profileChangeSections)[number];

export const profileChangeFields = ['email', 'phone', 'residentialAddress', 'correspondenceAddress'] as const;
export type ProfileChangeField = (typeof profileChangeFields)[number];

export const fieldsOfSection: Readonly<Record<ProfileChangeSection, readonly ProfileChangeField[]>> = {
  contact: ['email', 'phone'],
  addresses: ['residentialAddress', 'correspondenceAddress'],
};

export const profileChangeStatuses = ['pending', 'approved', 'rejected'] as const;
export type ProfileChangeStatus = (typeof profileChangeStatuses)[number];

/** The 422 refusals of a change request (`code`), each with its text in the page's namespace. */
export const profileChangeRefusals = [
  'adviseeNotAllowed',
  'noChange',
  'changePending',
  'proofRequired',
  'proofTooLarge',
  'proofTypeNotAllowed',
  'requestNotFound',
  'alreadyDecided',
] as const;
export type ProfileChangeRefusal = (typeof profileChangeRefusals)[number];

/** A proof of the new details (a utility bill, a bank letter): PNG, JPEG or PDF by its bytes, at most 5 MB. */
export const profileProofTypes = ['png', 'jpeg', 'pdf'] as const;
export type ProfileProofType = (typeof profileProofTypes)[number];
export const maximumProfileProofBytes = 5 * 1024 * 1024;
/** Checked before decoding: the base64 of a 6 MB file (a proof a little over 5 MB is decoded and refused). */
export const maximumProfileProofBase64Length = Math.ceil((6 * 1024 * 1024) / 3) * 4;
export const profileChangeBodyLimitBytes = maximumProfileProofBase64Length + 64 * 1024;

export const maximumAddressLength = 300;

/** No control characters but line breaks (an address is written on several lines). */
function printable(text: string): boolean {
  return [...text].every((character) => {
    const code = character.charCodeAt(0);
    return code === 10 || code === 13 || (code >= 32 && code !== 127);
  });
}

export const addressSchema = z
  .string()
  .trim()
  .min(1, 'Enter the address')
  .max(maximumAddressLength, `An address is at most ${maximumAddressLength} characters`)
  .refine(printable, 'The address has characters that cannot be printed');

export const emailAddressSchema = z
  .string()
  .trim()
  .max(254, 'An e-mail address is at most 254 characters')
  .pipe(z.email('Not an e-mail address, such as name@example.com'));

/** A phone number in international form: +, the country code and the number, 8 to 15 digits in all. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .transform((phone) => phone.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, 'A phone number in international form, such as +85291234567'));

export const profileChangeRequestIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a change request id');

const localNameSchema = z.object({ english: z.string(), chinese: z.string().nullable() });

export const identityDocumentSchema = z.object({
  kind: z.enum(identityDocumentKinds),
  /** Masked by the server: the full number never reaches the browser. */
  numberMasked: z.string(),
  issuingCountry: z.enum(nationalities),
});

export const accountHolderSchema = z.object({
  /** primary, joint (a second holder) or authorised (a person signing for a company). */
  role: z.enum(['primary', 'joint', 'authorised']),
  name: localNameSchema,
  identityDocument: identityDocumentSchema,
  dateOfBirth: calendarDaySchema.nullable(),
  nationality: z.enum(nationalities),
});
export type AccountHolder = z.infer<typeof accountHolderSchema>;

export const accountProfileSchema = z.object({
  accountCode: z.string(),
  accountType: z.enum(accountTypes),
  /** The account's name: the holder's, the holders' together, or the company's. */
  name: localNameSchema,
  /** A company's business registration (Corporate, Institution), masked; null for people. */
  businessRegistration: identityDocumentSchema.nullable(),
  holders: z.array(accountHolderSchema),
  residentialAddress: z.string(),
  correspondenceAddress: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  employment: z
    .object({
      status: z.enum(employmentStatuses),
      employer: z.string().nullable(),
      occupation: z.string().nullable(),
    })
    .nullable(),
  investmentExperience: z.array(z.object({ product: z.enum(investmentProducts), years: z.enum(experienceBands) })),
  professionalInvestor: z.boolean(),
  updatedAt: instantSchema,
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const profileChangeRequestSchema = z.object({
  requestId: profileChangeRequestIdSchema,
  section: z.enum(profileChangeSections),
  status: z.enum(profileChangeStatuses),
  changes: z.array(z.object({ field: z.enum(profileChangeFields), from: z.string().nullable(), to: z.string() })),
  submittedAt: instantSchema,
  decidedAt: instantSchema.nullable(),
  /** Why the back office rejected it. */
  reason: z.string().nullable(),
  proof: z.object({ fileName: z.string(), fileType: z.enum(profileProofTypes), sizeBytes: z.number().int() }),
});
export type ProfileChangeRequest = z.infer<typeof profileChangeRequestSchema>;

export const profileProofUploadSchema = z
  .object({
    fileName: z.string().trim().min(1).max(200),
    content: z
      .string()
      .max(maximumProfileProofBase64Length, 'The proof is far larger than 5 MB')
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The proof is not base64'),
  })
  .strict();

export const maximumProfileChangesListed = 20;

export const accountProfileService = defineService('accountProfile', {
  accountInformation: {
    auth: { kind: 'session' },
    feature: brandFeatures.accountInformation,
    actsFor: 'accountCode',
    summary:
      "The account's record (identity documents masked), whether it may be changed here, the proof rules, and its " +
      `latest change requests (at most ${maximumProfileChangesListed}, newest first).`,
    input: z.object({ ...accountKeyShape }).strict(),
    output: z.object({
      profile: accountProfileSchema,
      /** The brand lets clients ask for changes (accountInformationEditable) and this session may (not an advisee). */
      editable: z.boolean(),
      proofTypes: z.array(z.enum(profileProofTypes)),
      maximumProofBytes: z.number().int().positive(),
      changeRequests: z.array(profileChangeRequestSchema),
    }),
  },
  submitInformationChange: {
    auth: { kind: 'session' },
    feature: brandFeatures.accountInformationEdit,
    actsFor: 'accountCode',
    bodyLimitBytes: profileChangeBodyLimitBytes,
    summary:
      'Asks for a change of the contact details (e-mail, phone) or the addresses with a proof (PNG, JPEG or PDF by ' +
      'content, at most 5 MB) and a step-up token for contactChange; pending until the back office decides. Not in ' +
      "an advisor's advisee session.",
    input: z
      .object({
        ...accountKeyShape,
        section: z.enum(profileChangeSections),
        email: emailAddressSchema.optional(),
        phone: phoneNumberSchema.optional(),
        residentialAddress: addressSchema.optional(),
        correspondenceAddress: addressSchema.optional(),
        proof: profileProofUploadSchema.optional(),
        /** From stepUp.confirmStepUp for the action contactChange. */
        stepUpToken: stepUpTokenSchema,
      })
      .strict()
      .superRefine((input, context) => {
        const own = fieldsOfSection[input.section];
        for (const field of profileChangeFields) {
          if (!own.includes(field) && input[field] !== undefined) {
            context.addIssue({ code: 'custom', path: [field], message: `Not part of the ${input.section} section` });
          }
        }
        if (own.every((field) => input[field] === undefined)) {
          context.addIssue({ code: 'custom', path: [own[0] ?? 'section'], message: 'Nothing to change' });
        }
      }),
    output: z.object({ request: profileChangeRequestSchema }),
  },
  decideInformationChange: {
    auth: { kind: 'rank', minimumRank: rankOf.admin },
    feature: brandFeatures.accountInformationEdit,
    summary:
      'The back office approves (the record, and the login contacts used for one-time passwords, change at once; ' +
      'notices go to the old and the new contact) or rejects a pending change request with a reason.',
    input: z
      .object({
        requestId: profileChangeRequestIdSchema,
        decision: z.enum(['approve', 'reject']),
        reason: z.string().trim().min(1).max(200),
      })
      .strict(),
    output: z.object({ request: profileChangeRequestSchema }),
  },
});
