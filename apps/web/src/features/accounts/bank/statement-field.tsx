/* The bank statement a new account is registered with: the shared proof field in the page's words. */
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ProofFileField, type ProofFieldProps } from '../../../shared/upload/proof-file-field';
import { formatFileSize } from '../../../shared/upload/proof-file';

export function StatementField(props: ProofFieldProps) {
  const { t } = useTranslation('accountBank');
  const size = formatFileSize(props.maximumBytes);
  return (
    <ProofFileField
      id="bank-statement"
      label={t('form.statement')}
      description={t('form.statementHint', { size })}
      {...props}
      chosenText={(facts) => t('form.statementChosen', facts)}
      chosenTestId="bank-statement-chosen"
      problemText={(problem) =>
        problem === 'required'
          ? t('errors.statementRequired')
          : problem.problem === 'tooLarge'
            ? t('errors.statementTooLarge', { size })
            : problem.problem === 'type'
              ? t('errors.statementType')
              : t('errors.statementUnreadable')
      }
    />
  );
}
