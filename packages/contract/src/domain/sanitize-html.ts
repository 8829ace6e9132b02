/**
 * Sanitising of legal-agreement HTML (SPEC §5: only a limited set of tags rendered, javascript: stripped from
 * links, tag length limit 100 characters), without a DOM or a library, so server and browser share it.
 *
 * The input is tokenised the way an HTML parser reads tags (quoted attribute values may hold '>', tag names run
 * to whitespace, '/' or '>'), and the output is written afresh: every text run is entity-decoded and re-escaped,
 * every kept tag is rebuilt from its lower-cased name and its allowed attributes, every attribute value is
 * re-escaped inside double quotes, and every element left open is closed at the end. Nothing of the input's
 * markup reaches the output unless it was rebuilt here, which is what keeps odd or hostile markup harmless.
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

/** A tag (from '<' to '>') longer than this is dropped (SPEC §5). */
export const sanitizedHtmlMaximumTagLength = 100;

/** Link schemes kept in href; a link without a scheme (relative, '#section', '//host/path') is kept too. */
export const sanitizedHtmlAllowedLinkSchemes = ['http', 'https', 'mailto', 'tel'] as const;

/** Elements removed together with everything inside them. */
const droppedWithContent = /* @__PURE__ */ new Set([
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
]);

const voidTags = /* @__PURE__ */ new Set(['br', 'hr']);
const allowedTags = /* @__PURE__ */ new Set<string>(sanitizedHtmlAllowedTags);
const allowedLinkSchemes = /* @__PURE__ */ new Set<string>(sanitizedHtmlAllowedLinkSchemes);

/** Attributes kept per tag, each with a test of its value. Event handlers, style and class are never kept. */
const allowedAttributes: Readonly<Record<string, Readonly<Record<string, (value: string) => string | undefined>>>> = {
  a: { href: safeLinkTarget, title: (value) => value },
  ol: { start: smallWholeNumber },
  td: { colspan: smallWholeNumber, rowspan: smallWholeNumber },
  th: { colspan: smallWholeNumber, rowspan: smallWholeNumber },
};

function smallWholeNumber(value: string): string | undefined {
  return /^\d{1,3}$/.test(value.trim()) ? value.trim() : undefined;
}

const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  sect: '§',
  para: '¶',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  sup2: '²',
  sup3: '³',
  shy: '\u00ad',
  colon: ':',
  semi: ';',
  comma: ',',
  period: '.',
  excl: '!',
  quest: '?',
  num: '#',
  percnt: '%',
  lpar: '(',
  rpar: ')',
  sol: '/',
  bsol: '\\',
  equals: '=',
  plus: '+',
  lowbar: '_',
  Tab: '\t',
  NewLine: '\n',
};

/** Decodes character references: numeric ones with or without ';', named ones of the table above with ';'. */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#[xX]([0-9a-fA-F]+)|#(\d+)|([a-zA-Z][a-zA-Z0-9]*));?/g, (whole, hex, decimal, name) => {
    if (typeof hex === 'string' || typeof decimal === 'string') {
      const codePoint = typeof hex === 'string' ? Number.parseInt(hex, 16) : Number.parseInt(decimal, 10);
      const valid = codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : '\ufffd';
    }
    if (typeof name === 'string' && whole.endsWith(';') && Object.hasOwn(namedEntities, name)) {
      return namedEntities[name] ?? whole;
    }
    return whole;
  });
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}

/**
 * A link target kept only when it has no scheme or an allowed one. The scheme is read after removing every
 * control character and space, as browsers ignore tabs and new lines inside a URL and trim the rest, so
 * ' JaVaScRiPt:', 'java&#115;cript:' and 'jav&Tab;ascript:' are all recognised and dropped.
 */
function safeLinkTarget(value: string): string | undefined {
  const isControlOrSpace = (character: string) => {
    const code = character.charCodeAt(0);
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
  };
  const compact = [...value].filter((character) => !isControlOrSpace(character)).join('');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1]?.toLowerCase();
  if (scheme !== undefined && !allowedLinkSchemes.has(scheme)) return undefined;
  return value.trim();
}

/** Lowers ASCII letters only, as an HTML parser does with tag and attribute names; the length never changes. */
function asciiLowerCase(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

const isHtmlSpace = (character: string | undefined) =>
  character === ' ' || character === '\t' || character === '\n' || character === '\f' || character === '\r';

type ParsedTag = {
  readonly name: string;
  readonly closing: boolean;
  readonly attributes: readonly (readonly [string, string])[];
  /** Index just after the tag's '>'. */
  readonly end: number;
};

/** Reads the tag starting at `start` ('<' or '</' then a letter); undefined when the input ends inside it. */
function readTag(html: string, start: number): ParsedTag | undefined {
  const closing = html[start + 1] === '/';
  let at = start + (closing ? 2 : 1);
  const nameStart = at;
  while (at < html.length && !isHtmlSpace(html[at]) && html[at] !== '/' && html[at] !== '>') at += 1;
  const name = asciiLowerCase(html.slice(nameStart, at));
  const attributes: [string, string][] = [];
  const seenNames = new Set<string>();
  for (;;) {
    while (isHtmlSpace(html[at]) || html[at] === '/') at += 1;
    if (at >= html.length) return undefined;
    if (html[at] === '>') return { name, closing, attributes, end: at + 1 };
    const attributeStart = at;
    at += 1; // a first '=' belongs to the name
    while (at < html.length && !isHtmlSpace(html[at]) && !['/', '>', '='].includes(html[at] ?? '')) at += 1;
    const attributeName = asciiLowerCase(html.slice(attributeStart, at));
    while (isHtmlSpace(html[at])) at += 1;
    let value = '';
    if (html[at] === '=') {
      at += 1;
      while (isHtmlSpace(html[at])) at += 1;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const closingQuote = html.indexOf(quote, at + 1);
        if (closingQuote === -1) return undefined;
        value = html.slice(at + 1, closingQuote);
        at = closingQuote + 1;
      } else {
        const valueStart = at;
        while (at < html.length && !isHtmlSpace(html[at]) && html[at] !== '>') at += 1;
        value = html.slice(valueStart, at);
      }
    }
    if (!seenNames.has(attributeName)) {
      // The first of repeated attributes wins, as in a browser.
      seenNames.add(attributeName);
      attributes.push([attributeName, decodeEntities(value)]);
    }
  }
}

/**
 * Index just after the end tag closing a dropped element, or the end of the input if it is never closed.
 * `lower` is the input with ASCII letters lowered, position for position.
 */
function endOfDroppedContent(html: string, lower: string, name: string, from: number): number {
  for (let at = lower.indexOf(`</${name}`, from); at !== -1; at = lower.indexOf(`</${name}`, at + 2)) {
    const after = html[at + 2 + name.length];
    if (after === undefined || after === '>' || after === '/' || isHtmlSpace(after)) {
      return readTag(html, at)?.end ?? html.length;
    }
  }
  return html.length;
}

function openingTag(tag: ParsedTag): string {
  const tests = allowedAttributes[tag.name] ?? {};
  const kept = tag.attributes.flatMap(([name, value]) => {
    const test = Object.hasOwn(tests, name) ? tests[name] : undefined;
    const safe = test?.(value);
    return safe === undefined ? [] : [` ${name}="${escapeAttribute(safe)}"`];
  });
  return `<${tag.name}${kept.join('')}>`;
}

/** Sanitises HTML for display (SPEC §5 legal agreements); the result is safe to set as an element's innerHTML. */
export function sanitizeHtml(html: string): string {
  const input = html.replace(/\0/g, '');
  const lowerInput = asciiLowerCase(input);
  const open: string[] = [];
  const openCount = new Map<string, number>(); // how many of each tag are open, so a lookup is not a scan
  let output = '';
  let at = 0;
  while (at < input.length) {
    const lessThan = input.indexOf('<', at);
    const textEnd = lessThan === -1 ? input.length : lessThan;
    output += escapeText(decodeEntities(input.slice(at, textEnd)));
    if (lessThan === -1) break;
    at = lessThan;
    const next = input[at + 1] ?? '';
    const startsTag = /[a-zA-Z]/.test(next) || (next === '/' && /[a-zA-Z]/.test(input[at + 2] ?? ''));

    if (input.startsWith('<!--', at)) {
      const commentEnd = input.indexOf('-->', at + 4);
      at = commentEnd === -1 ? input.length : commentEnd + 3;
    } else if (next === '!' || next === '?' || (next === '/' && !startsTag)) {
      // Doctype, processing instruction, CDATA or a stray '</': skipped up to the next '>'.
      const end = input.indexOf('>', at);
      at = end === -1 ? input.length : end + 1;
    } else if (!startsTag) {
      output += '&lt;';
      at += 1;
    } else {
      const tag = readTag(input, at);
      if (!tag) break; // the input ends inside a tag: a browser drops it too
      at = tag.end;
      if (droppedWithContent.has(tag.name)) {
        if (!tag.closing) at = endOfDroppedContent(input, lowerInput, tag.name, at);
      } else if (tag.end - lessThan <= sanitizedHtmlMaximumTagLength && allowedTags.has(tag.name)) {
        if (!tag.closing) {
          output += openingTag(tag);
          if (!voidTags.has(tag.name)) {
            open.push(tag.name);
            openCount.set(tag.name, (openCount.get(tag.name) ?? 0) + 1);
          }
        } else if ((openCount.get(tag.name) ?? 0) > 0) {
          // Close what is open above it too, so the output stays well nested.
          for (let closed = open.pop(); closed !== undefined; closed = open.pop()) {
            output += `</${closed}>`;
            openCount.set(closed, (openCount.get(closed) ?? 1) - 1);
            if (closed === tag.name) break;
          }
        }
      }
    }
  }
  return (
    output +
    open
      .reverse()
      .map((name) => `</${name}>`)
      .join('')
  );
}
