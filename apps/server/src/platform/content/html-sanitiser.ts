import sanitize from 'sanitize-html';
import {
  isOverlongTag,
  isSanitizedHtmlAllowedTag,
  keptAttributeValue,
  sanitizedHtmlAllowedAttributes,
  sanitizedHtmlAllowedLinkSchemes,
  sanitizedHtmlAllowedTags,
  sanitizedHtmlDroppedWithContent,
  withoutNulCharacters,
} from '@portal/contract/domain/html-policy';

/** A tag name no policy allows: an over-long kept tag is renamed to it, so the library drops it and keeps its text. */
const droppedTagName = 'portal-overlong-tag';
const droppedWithContent: ReadonlySet<string> = new Set<string>(sanitizedHtmlDroppedWithContent);

const options: sanitize.IOptions = {
  allowedTags: [...sanitizedHtmlAllowedTags],
  allowedAttributes: Object.fromEntries(
    Object.entries(sanitizedHtmlAllowedAttributes).map(([tag, rules]) => [tag, Object.keys(rules)]),
  ),
  allowedSchemes: [...sanitizedHtmlAllowedLinkSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  nonTextTags: [...sanitizedHtmlDroppedWithContent],
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
  transformTags: {
    '*': (tagName, attribs) => {
      if (!isSanitizedHtmlAllowedTag(tagName) || droppedWithContent.has(tagName)) return { tagName, attribs };
      if (isOverlongTag(tagName, Object.entries(attribs))) return { tagName: droppedTagName, attribs: {} };
      // The library keeps the allowed names (and checks link schemes); the policy also checks each value.
      const kept = Object.entries(attribs).flatMap(([name, value]) => {
        const safe = keptAttributeValue(tagName, name, value);
        return safe === undefined ? [] : [[name, safe] as const];
      });
      return { tagName, attribs: Object.fromEntries(kept) };
    },
  },
};

/**
 * Sanitises legal-agreement HTML (SPEC §5) with sanitize-html, configured by the contract's policy (ADR 023). The
 * result is safe to set as an element's innerHTML; void tags are written as HTML writes them (`<br>`, not `<br />`),
 * so the result reads the same as the browser's DOMPurify output and sanitising it again changes nothing.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(withoutNulCharacters(html), options).replace(/<(br|hr) \/>/g, '<$1>');
}
