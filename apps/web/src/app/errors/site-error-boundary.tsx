import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import type { Translate } from '../../shared/i18n/translator';
import classes from './site-error-boundary.module.css';

type Props = { readonly t: Translate<'shell'>; readonly children: ReactNode };
type State = { readonly error: Error | null };

function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}

/**
 * The site-wide error screen (SPEC §2): an unknown error occurred, please reload, with the error's name and message.
 * It sits outside every provider, so it draws with plain elements.
 */
export class SiteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(thrown: unknown): State {
    return { error: asError(thrown) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('The portal stopped on an unexpected error', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { t } = this.props;
    return (
      <main className={classes.screen}>
        <h1>{t('errors.site.heading')}</h1>
        <p>{t('errors.site.body')}</p>
        <p className={classes.detail}>
          <strong>{error.name}</strong>: {error.message}
        </p>
        <button type="button" className={classes.reload} onClick={() => window.location.reload()}>
          {t('errors.site.reload')}
        </button>
      </main>
    );
  }
}
