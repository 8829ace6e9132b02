import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation';
import { MessageLink, MessagePage, MessageText } from '../../shared/ui/message-page';
import classes from './route-error-page.module.css';
import { NotFoundPage } from './not-found-page';

/** The message of whatever a route threw. */
export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * A route that failed to render or load (SPEC §2): 'Unexpected Application Error!' and the error's message.
 * A route the brand has switched off answers 404, which shows the not-found screen instead.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <MessagePage heading={t('errors.route.heading')} testId="route-error">
      <pre className={classes.message}>{routeErrorMessage(error)}</pre>
      <MessageText>
        <MessageLink to="/" reloadDocument>
          {t('errors.home')}
        </MessageLink>
      </MessageText>
    </MessagePage>
  );
}
