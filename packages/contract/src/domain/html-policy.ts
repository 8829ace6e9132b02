/**
 * What legal-agreement HTML may keep (SPEC §5: only a limited set of tags rendered, javascript: stripped from links,
 * tag length limit 100 characters), as data and small pure rules, so that the server and the browser apply the same
 * policy. The parsing and writing out is done by a maintained sanitiser on each side (ADR 023): sanitize-html on the
 * server (apps/server/src/platform/content/html-sanitiser.ts), DOMPurify in the browser (apps/web/src/shared/legal/).
 */

/** Tags kept: structure and emphasis of legal text; every other tag is dropped (its text is kept). */
export const sanitizedHtmlAllowedTags = [
  'p',
  'br',
  'hr',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'a',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'span',
  'div',
  'blockquote',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
] as const;

/** Elements removed together with everything inside them. */
export const sanitizedHtmlDroppedWithContent = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'select',
  'svg',
  'math',
] as const;

/**
 * A kept tag longer than this, from '<' to '>', is dropped and its text kept (SPEC §5). The length is that of the
 * tag as written back (`openingTagLength`), since a DOM keeps no source positions.
 */
export const sanitizedHtmlMaximumTagLength = 100;

/** Link schemes kept in href; a link without a scheme (relative, '#section', '//host/path') is kept too. */
export const sanitizedHtmlAllowedLinkSchemes = ['http', 'https', 'mailto', 'tel'] as const;

/** How an attribute's value is checked: a link target, free text, or a small whole number (a count of cells). */
export type SanitizedAttributeRule = 'link' | 'text' | 'count';

/** Attributes kept per tag. Event handlers, style, class, id, src and data attributes are never kept. */
export const sanitizedHtmlAllowedAttributes: Readonly<
  Partial<Record<(typeof sanitizedHtmlAllowedTags)[number], Readonly<Record<string, SanitizedAttributeRule>>>>
> = {
  a: { href: 'link', title: 'text' },
  ol: { start: 'count' },
  td: { colspan: 'count', rowspan: 'count' },
  th: { colspan: 'count', rowspan: 'count' },
};

const allowedTags: ReadonlySet<string> = new Set<string>(sanitizedHtmlAllowedTags);
const allowedLinkSchemes: ReadonlySet<string> = new Set<string>(sanitizedHtmlAllowedLinkSchemes);

export function isSanitizedHtmlAllowedTag(tag: string): boolean {
  return allowedTags.has(tag);
}

/**
 * Whether a link target has no scheme or an allowed one. The scheme is read after removing every control character
 * and space, as browsers ignore tabs and new lines inside a URL and trim the rest, so ' JaVaScRiPt:' and
 * 'jav\tascript:' are recognised (character references are decoded by the parser before this is asked).
 */
export function isSafeLinkTarget(value: string): boolean {
  const isControlOrSpace = (character: string) => {
    const code = character.charCodeAt(0);
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
  };
  const compact = [...value].filter((character) => !isControlOrSpace(character)).join('');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || allowedLinkSchemes.has(scheme);
}

/**
 * The value an attribute keeps on a kept tag (name lower-cased, value with character references decoded), or
 * undefined when the attribute is dropped.
 */
export function keptAttributeValue(tag: string, name: string, value: string): string | undefined {
  const rules = Object.hasOwn(sanitizedHtmlAllowedAttributes, tag)
    ? sanitizedHtmlAllowedAttributes[tag as keyof typeof sanitizedHtmlAllowedAttributes]
    : undefined;
  const rule = rules !== undefined && Object.hasOwn(rules, name) ? rules[name] : undefined;
  if (rule === 'text') return value;
  if (rule === 'count') return /^\d{1,3}$/.test(value.trim()) ? value.trim() : undefined;
  if (rule === 'link') return isSafeLinkTarget(value) ? value.trim() : undefined;
  return undefined;
}

/**
 * The length of an opening tag as written back: `<name`, then ` attribute="value"` for each attribute as parsed
 * (the value's '&' and '"' escaped), then `>`. A tag written with double quotes measures the same as its source.
 */
export function openingTagLength(name: string, attributes: Iterable<readonly [string, string]>): number {
  let length = name.length + 2;
  for (const [attribute, value] of attributes) {
    const escaped = value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    length += attribute.length + escaped.length + 4;
  }
  return length;
}

/** Whether a kept tag is too long to keep (SPEC §5); its text is kept. */
export function isOverlongTag(name: string, attributes: Iterable<readonly [string, string]>): boolean {
  return openingTagLength(name, attributes) > sanitizedHtmlMaximumTagLength;
}

/** NUL characters are removed before parsing on both sides, so '<scr\0ipt>' reads as the script it means. */
export function withoutNulCharacters(html: string): string {
  return html.replace(/\0/g, '');
}
