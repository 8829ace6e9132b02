import { useEffect, useMemo, useRef } from 'react';
import { sanitizeHtml } from './sanitize-html';
import classes from './legal-agreement-content.module.css';

/**
 * A legal agreement's HTML, sanitised here once more before it reaches the page (SPEC §5, ARCHITECTURE §5: the server
 * sanitises too, but the browser does not rely on it), in readable typography. Web links open in a new tab so that
 * reading one never leaves the portal (the sanitiser keeps no `target`, so it is added after rendering).
 */
export function LegalAgreementContent({ html }: { html: string }) {
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const link of contentRef.current?.querySelectorAll('a[href]') ?? []) {
      if (!/^https?:/i.test(link.getAttribute('href') ?? '')) continue;
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }, [safeHtml]);
  return <div ref={contentRef} className={classes.content} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
