import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import type { ReactNode } from 'react';
import classes from './message-page.module.css';

/**
 * A page that says one thing: a heading, a few lines and perhaps a link onwards. Plain elements in the look of
 * Mantine's Container, Stack, Title and Text, so the shell's not-found and error screens keep Mantine's components
 * out of the first load (ARCHITECTURE §9); the pages that use it may still put Mantine components inside.
 */
export function MessagePage({ heading, children, testId }: { heading: string; children?: ReactNode; testId?: string }) {
  return (
    <div className={classes.page}>
      <div className={classes.stack} data-testid={testId}>
        <h1 className={classes.heading}>{heading}</h1>
        {typeof children === 'string' ? <MessageText>{children}</MessageText> : children}
      </div>
    </div>
  );
}

/** A paragraph of a message page, in the look of Mantine's Text. */
export function MessageText({ children }: { children: ReactNode }) {
  return <p className={classes.text}>{children}</p>;
}

/** A link onwards from a message page, in the look of Mantine's Anchor. */
export function MessageLink(props: Omit<LinkProps, 'className'>) {
  return <Link {...props} className={classes.link} />;
}
