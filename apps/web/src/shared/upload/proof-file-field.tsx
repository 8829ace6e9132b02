/* A proof's file field (a deposit's proof of payment, a bank account's statement, an other asset's attachment): the picker, then the chosen file's
 * name, size and type, or why it cannot be sent. The caller words both; the file is read and judged by readProof. */
import { Input, Stack, Text } from '@mantine/core';
import { allowedDocumentTypes, fileTypeDetails } from '@portal/contract/domain/file-type';
import { proofFileFacts, readProof, type AcceptedFiles, type ChosenProof } from './proof-file';

/** The files the picker offers: the types a proof may be (proof-file.ts). */
export const proofAccept = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

/** The files the picker offers for a document: SPEC §5's allowed document types. */
export const documentAccept = allowedDocumentTypes.flatMap((type) => fileTypeDetails[type].extensions).join(',');

/** Why a proof cannot be sent: none chosen where one is required, or the file chosen with what is wrong with it. */
export type ProofProblem = 'required' | Extract<ChosenProof, { ok: false }>;

/** What a form gives its proof field: the file chosen, the size allowed, whether to refuse a missing one yet. */
export type ProofFieldProps = {
  readonly proof: ChosenProof | undefined;
  readonly maximumBytes: number;
  readonly showErrors: boolean;
  readonly onChoose: (proof: ChosenProof | undefined) => void;
};

/**
 * `id` names the input (and is its test id), its refusal is `<id>-error`; a missing proof is refused once `showErrors`.
 * `chosenText` words a file that may be sent, `problemText` why one may not.
 */
export function ProofFileField(
  props: ProofFieldProps & {
    readonly id: string;
    readonly label: string;
    readonly description: string;
    readonly chosenText: (facts: ReturnType<typeof proofFileFacts>) => string;
    readonly chosenTestId: string;
    readonly problemText: (problem: ProofProblem) => string;
    /** A proof (PNG, JPEG, PDF; the default) or any of SPEC §5's document types. */
    readonly accepted?: AcceptedFiles;
  },
) {
  const accepted = props.accepted ?? 'proof';
  const { id, proof, onChoose } = props;
  const refused: ProofProblem | undefined =
    proof === undefined ? (props.showErrors ? 'required' : undefined) : proof.ok ? undefined : proof;
  const problem = refused === undefined ? undefined : props.problemText(refused);
  return (
    <Input.Wrapper label={props.label} description={props.description} id={id}>
      <Stack gap={4} mt={4}>
        <input
          id={id}
          type="file"
          accept={accepted === 'proof' ? proofAccept : documentAccept}
          data-testid={id}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file === undefined) {
              onChoose(undefined);
              return;
            }
            void readProof(file, props.maximumBytes, accepted).then(onChoose);
          }}
        />
        {proof?.ok && (
          <Text size="sm" data-testid={props.chosenTestId}>
            {props.chosenText(proofFileFacts(proof))}
          </Text>
        )}
        {problem && (
          <Text size="sm" c="danger" role="alert" id={`${id}-error`} data-testid={`${id}-error`}>
            {problem}
          </Text>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
