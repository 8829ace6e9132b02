import { useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { LegalAgreementType } from '@portal/contract/domain/legal-agreement-type';
import { useTranslation } from '../i18n/use-translation';
import type { LegalAgreementDialogProps } from './legal-agreement-dialog';
import classes from './legal-agreement-link.module.css';

type LegalAgreementDialogComponent = ComponentType<LegalAgreementDialogProps>;

let dialogLoading: Promise<LegalAgreementDialogComponent> | undefined;

/**
 * Loads the dialog's module (Mantine's Modal, the api client) once for every link. A failed load is forgotten, so
 * the next click tries again.
 */
function loadLegalAgreementDialog(): Promise<LegalAgreementDialogComponent> {
  dialogLoading ??= import('./legal-agreement-dialog').then(
    (module) => module.LegalAgreementDialog,
    (error: unknown) => {
      dialogLoading = undefined;
      throw error;
    },
  );
  return dialogLoading;
}

export type LegalAgreementLinkProps = {
  readonly type: LegalAgreementType;
  /** The link's text; the agreement type's name when left out ('Privacy Policy'). */
  readonly children?: ReactNode;
};

/**
 * A link-looking button that opens one of the brand's legal agreements in a dialog (SPEC §3), for the footer, the
 * login page and anywhere else the product links an agreement. A plain element on the first load: the dialog and
 * what it needs are fetched when the pointer or focus comes near, or at the latest on click.
 */
export function LegalAgreementLink({ type, children }: LegalAgreementLinkProps) {
  const { t } = useTranslation('legal');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [Dialog, setDialog] = useState<LegalAgreementDialogComponent>();
  const [opened, setOpened] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);

  const prefetch = () => {
    loadLegalAgreementDialog().catch(() => undefined); // a click tries again and reports the failure
  };
  const open = () => {
    setLoadFailed(false);
    setOpened(true);
    loadLegalAgreementDialog().then(
      // A component is a function: the updater form keeps React from calling it as one.
      (component) => setDialog(() => component),
      () => {
        setOpened(false);
        setLoadFailed(true);
      },
    );
  };
  const close = () => {
    setOpened(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={classes.link}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {children ?? t(`types.${type}`)}
      </button>
      {loadFailed && (
        <span className={classes.loadFailed} role="alert">
          {t('dialog.loadFailed')}
        </span>
      )}
      {Dialog && <Dialog type={type} opened={opened} onClose={close} />}
    </>
  );
}
