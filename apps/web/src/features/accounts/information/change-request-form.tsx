import { Alert, Button, Group, Input, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  addressSchema,
  emailAddressSchema,
  fieldsOfSection,
  maximumAddressLength,
  phoneNumberSchema,
  profileChangeRefusals,
  type AccountProfile,
  type ProfileChangeField,
  type ProfileChangeRefusal,
  type ProfileChangeRequest,
  type ProfileChangeSection,
} from '@portal/contract';
import { ApiError } from '../../../shared/api/api-error';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatFileSize, readProof, type ChosenProof } from '../../../shared/upload/proof-file';
import { useInformationApi, type InformationAccount } from './information-api';

const proofAccept = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

type Values = Readonly<Record<ProfileChangeField, string>>;
type FieldProblems = Partial<Record<ProfileChangeField, string>>;

/** The record's value of a field, as the form starts with it. */
function currentValue(profile: AccountProfile, field: ProfileChangeField): string {
  return profile[field] ?? '';
}

function sameValue(field: ProfileChangeField, a: string, b: string): boolean {
  if (field === 'email') return a.trim().toLowerCase() === b.trim().toLowerCase();
  if (field === 'phone') return a.replace(/[\s-]/g, '') === b.replace(/[\s-]/g, '');
  const plain = (text: string) =>
    text
      .replace(/\r\n?/g, '\n')
      .replace(/[ \t]+/g, ' ')
      .trim();
  return plain(a) === plain(b);
}

const schemaOf = {
  email: emailAddressSchema,
  phone: phoneNumberSchema,
  residentialAddress: addressSchema,
  correspondenceAddress: addressSchema,
} as const;

function isRefusal(code: string): code is ProfileChangeRefusal {
  return (profileChangeRefusals as readonly string[]).includes(code);
}

/**
 * A change request for one section of the record (contact details or addresses): the new values and a proof, a
 * confirm step showing each change, then the step-up and the request. Field errors are shown beside their field,
 * the browser's and the server's alike.
 */
export function ChangeRequestForm({
  section,
  account,
  profile,
  maximumProofBytes,
  askStepUp,
  onSent,
  onCancel,
}: {
  readonly section: ProfileChangeSection;
  readonly account: InformationAccount;
  readonly profile: AccountProfile;
  readonly maximumProofBytes: number;
  readonly askStepUp: () => Promise<string | null>;
  readonly onSent: (request: ProfileChangeRequest) => void;
  readonly onCancel: () => void;
}) {
  const { t } = useTranslation('accountInformation');
  const client = useInformationApi();
  const fields = fieldsOfSection[section];
  const [values, setValues] = useState<Values>(() => ({
    email: currentValue(profile, 'email'),
    phone: currentValue(profile, 'phone'),
    residentialAddress: currentValue(profile, 'residentialAddress'),
    correspondenceAddress: currentValue(profile, 'correspondenceAddress'),
  }));
  const [proof, setProof] = useState<ChosenProof | undefined>(undefined);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const [showErrors, setShowErrors] = useState(false);
  const [serverProblems, setServerProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);

  const changed = fields.filter((field) => !sameValue(field, values[field], currentValue(profile, field)));
  const problems: FieldProblems = {};
  for (const field of fields) {
    const value = values[field];
    if (value.trim() === '') {
      if (currentValue(profile, field) !== '' || field !== 'phone') problems[field] = t('form.errors.required');
      continue;
    }
    if (!schemaOf[field].safeParse(value).success) {
      problems[field] =
        field === 'email'
          ? t('form.errors.email')
          : field === 'phone'
            ? t('form.errors.phone')
            : t('form.errors.address', { count: maximumAddressLength });
    }
  }
  const proofProblem =
    proof === undefined
      ? t('form.proofErrors.required')
      : proof.ok
        ? undefined
        : proof.problem === 'tooLarge'
          ? t('form.proofErrors.tooLarge', { size: formatFileSize(maximumProofBytes) })
          : proof.problem === 'type'
            ? t('form.proofErrors.type')
            : t('form.proofErrors.unreadable');
  const valid = Object.keys(problems).length === 0 && changed.length > 0 && proofProblem === undefined;

  const edit = (field: ProfileChangeField, value: string) => {
    setValues((before) => ({ ...before, [field]: value }));
    setServerProblems((before) => ({ ...before, [field]: undefined }));
    setFailure(undefined);
  };

  const send = async () => {
    if (!proof?.ok) return;
    setFailure(undefined);
    const stepUpToken = await askStepUp();
    if (stepUpToken === null) {
      setFailure(t('form.stepUpCancelled'));
      return;
    }
    setSending(true);
    try {
      const changes = Object.fromEntries(changed.map((field) => [field, values[field].trim()]));
      const { request } = await client.accountProfile.submitInformationChange({
        accountCode: account.accountCode,
        source: account.source,
        section,
        ...changes,
        proof: { fileName: proof.fileName, content: proof.content },
        stepUpToken,
      });
      onSent(request);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const details = error.details as { fieldErrors?: { path: string; message: string }[] } | undefined;
        const byField: FieldProblems = {};
        for (const fieldError of details?.fieldErrors ?? []) {
          const field = fields.find((candidate) => fieldError.path === candidate);
          if (field !== undefined) byField[field] = fieldError.message;
        }
        setServerProblems(byField);
        setStep('edit');
        setFailure(Object.keys(byField).length === 0 ? error.message : undefined);
      } else if (error instanceof ApiError && isRefusal(error.code)) {
        setFailure(t(`refusals.${error.code}`));
      } else if (error instanceof ApiError && error.code === 'STEP_UP_REQUIRED') {
        setFailure(t('form.stepUpRequired'));
      } else {
        setFailure(t('form.failed'));
      }
    } finally {
      setSending(false);
    }
  };

  const heading = t(section === 'contact' ? 'form.contactHeading' : 'form.addressesHeading');
  const failureAlert = failure && (
    <Alert color="danger" role="alert" data-testid="change-failure">
      {failure}
    </Alert>
  );

  if (step === 'confirm' && proof?.ok) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="change-confirm">
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('form.confirmHeading')}
          </Title>
          {changed.map((field) => (
            <Stack gap={2} key={field} data-testid={`confirm-${field}`}>
              <Text size="sm" fw={600}>
                {t(`fields.${field}`)}
              </Text>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {t('form.from')}: {currentValue(profile, field) || t('notOnRecord')}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {t('form.to')}: {values[field].trim()}
              </Text>
            </Stack>
          ))}
          <Text size="sm">
            {t('form.proof')}:{' '}
            {t('form.proofChosen', {
              name: proof.fileName,
              size: formatFileSize(proof.sizeBytes),
              type: proof.type.toUpperCase(),
            })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('form.confirmNote')}
          </Text>
          {failureAlert}
          <Group>
            <Button onClick={() => void send()} loading={sending} data-testid="send-change">
              {t('form.send')}
            </Button>
            <Button variant="default" onClick={() => setStep('edit')} disabled={sending}>
              {t('form.back')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  const shownProblem = (field: ProfileChangeField) =>
    serverProblems[field] ?? (showErrors ? problems[field] : undefined);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      noValidate
      data-testid={`change-form-${section}`}
      onSubmit={(event) => {
        event.preventDefault();
        setShowErrors(true);
        if (valid) setStep('confirm');
      }}
    >
      <Stack gap="md">
        <Title order={3} size="h5">
          {heading}
        </Title>
        <Text size="sm">{t('form.intro')}</Text>
        {fields.map((field) =>
          field === 'email' || field === 'phone' ? (
            <TextInput
              key={field}
              label={t(`fields.${field}`)}
              description={field === 'phone' ? t('form.phoneHint') : undefined}
              type={field === 'email' ? 'email' : 'tel'}
              autoComplete={field === 'email' ? 'email' : 'tel'}
              value={values[field]}
              error={shownProblem(field)}
              data-testid={`field-${field}`}
              onChange={(event) => edit(field, event.currentTarget.value)}
            />
          ) : (
            <Textarea
              key={field}
              label={t(`fields.${field}`)}
              description={t('form.addressHint', { count: maximumAddressLength })}
              rows={3}
              value={values[field]}
              error={shownProblem(field)}
              data-testid={`field-${field}`}
              onChange={(event) => edit(field, event.currentTarget.value)}
            />
          ),
        )}
        <Input.Wrapper
          label={t('form.proof')}
          description={t('form.proofHint', { size: formatFileSize(maximumProofBytes) })}
          id={`proof-${section}`}
        >
          <Stack gap={4} mt={4}>
            <input
              id={`proof-${section}`}
              type="file"
              accept={proofAccept}
              data-testid="change-proof"
              aria-describedby={showErrors && proofProblem ? `proof-${section}-error` : undefined}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                setFailure(undefined);
                if (file === undefined) setProof(undefined);
                else void readProof(file, maximumProofBytes).then(setProof);
              }}
            />
            {proof?.ok && (
              <Text size="sm" data-testid="change-proof-chosen">
                {t('form.proofChosen', {
                  name: proof.fileName,
                  size: formatFileSize(proof.sizeBytes),
                  type: proof.type.toUpperCase(),
                })}
              </Text>
            )}
            {(showErrors || proof !== undefined) && proofProblem && (
              <Text size="sm" c="danger" role="alert" id={`proof-${section}-error`} data-testid="change-proof-error">
                {proofProblem}
              </Text>
            )}
          </Stack>
        </Input.Wrapper>
        {showErrors && changed.length === 0 && (
          <Text size="sm" c="danger" role="alert" data-testid="change-unchanged">
            {t('form.errors.unchanged')}
          </Text>
        )}
        {failureAlert}
        <Group>
          <Button type="submit" disabled={showErrors && !valid} data-testid="review-change">
            {t('form.review')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
