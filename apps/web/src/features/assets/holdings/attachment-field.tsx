/* An other asset's attachment: the shared proof field, accepting SPEC §5's document types, in the area's words. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ProofFileField, type ProofFieldProps } from '../../../shared/upload/proof-file-field';
import { formatFileSize } from '../../../shared/upload/proof-file';

export function AttachmentField(props: ProofFieldProps & { readonly id: string; readonly refused?: boolean }) {
  const { t } = useTranslation('assetHoldings');
  const size = formatFileSize(props.maximumBytes);
  return (
    <>
      <ProofFileField
        label={t('form.attachment')}
        description={t('form.attachmentHint', { size })}
        {...props}
        accepted="document"
        chosenText={(facts) => t('form.attachmentChosen', facts)}
        chosenTestId={`${props.id}-chosen`}
        problemText={(problem) =>
          problem === 'required'
            ? t('form.errors.attachmentRequired')
            : problem.problem === 'tooLarge'
              ? t('form.errors.attachmentTooLarge', { size })
              : problem.problem === 'type'
                ? t('form.errors.attachmentType')
                : t('form.errors.attachmentUnreadable')
        }
      />
    </>
  );
}
