import DOMPurify, { type Config } from 'dompurify';
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

/** Links with an allowed scheme or none (DOMPurify removes spaces and control characters before testing). */
const allowedUri = new RegExp(
  `^(?:(?:${sanitizedHtmlAllowedLinkSchemes.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))`,
  'i',
);

const config: Config = {
  ALLOWED_TAGS: [...sanitizedHtmlAllowedTags],
  ALLOWED_ATTR: [...new Set(Object.values(sanitizedHtmlAllowedAttributes).flatMap((rules) => Object.keys(rules)))],
  ALLOWED_URI_REGEXP: allowedUri,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  FORBID_CONTENTS: [...sanitizedHtmlDroppedWithContent],
  KEEP_CONTENT: true,
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify instance of our own, so its hooks apply to legal-agreement HTML only. */
function legalPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeElement', (node, data) => {
    if (!(node instanceof Element) || !isSanitizedHtmlAllowedTag(data.tagName)) return;
    const attributes = [...node.attributes].map((attribute) => [attribute.name, attribute.value] as const);
    if (!isOverlongTag(data.tagName, attributes)) return;
    // SPEC §5: an over-long tag is dropped and its content kept, as DOMPurify keeps that of a tag it does not allow.
    node.after(...node.childNodes);
    node.remove();
  });
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const value = keptAttributeValue(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
    if (value === undefined) data.keepAttr = false;
    else data.attrValue = value;
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitises legal-agreement HTML in the browser (SPEC §5, ADR 023) with DOMPurify, configured by the contract's
 * policy, the same policy the server applies with sanitize-html. The result is safe to set as innerHTML.
 */
export function sanitizeHtml(html: string): string {
  return legalPurifier().sanitize(withoutNulCharacters(html), config);
}
