import {
  isSafeLinkTarget,
  isSanitizedHtmlAllowedTag,
  keptAttributeValue,
  sanitizedHtmlMaximumTagLength,
} from '../domain/html-policy';

/**
 * What the legal-agreement sanitisers must do (SPEC §5, ADR 023), shared by the server's test (sanitize-html) and
 * the browser's (DOMPurify, run in Chromium by e2e/journeys/html-sanitising.spec.ts), so both sides answer the same.
 */
export type SanitisingCase = {
  readonly name: string;
  readonly input: string;
  /** The output, as the server writes it; the browser's is compared after both are parsed into a DOM. */
  readonly expected: string;
  /** Where an HTML5 parser builds a different, equally safe tree than sanitize-html's parser does. */
  readonly expectedInBrowser?: string;
};

const tagOfLength = (length: number) => {
  const opening = '<a href="/';
  const closing = '">';
  return `${opening}${'x'.repeat(length - opening.length - closing.length)}${closing}`;
};

export const sanitisingCases: readonly SanitisingCase[] = [
  // Allowed tags (SPEC §5)
  {
    name: 'keeps the structure of legal text',
    input:
      '<h2>Terms</h2><p>By using the <b>portal</b> you <em>agree</em>:</p><ol><li>one</li><li>two<br>lines</li></ol>' +
      '<table><thead><tr><th>Fee</th></tr></thead><tbody><tr><td colspan="2">0.25%</td></tr></tbody></table>' +
      '<blockquote><span>Quoted</span></blockquote><div><u>underlined</u> <strong>strong</strong> <i>it</i></div>',
    expected:
      '<h2>Terms</h2><p>By using the <b>portal</b> you <em>agree</em>:</p><ol><li>one</li><li>two<br>lines</li></ol>' +
      '<table><thead><tr><th>Fee</th></tr></thead><tbody><tr><td colspan="2">0.25%</td></tr></tbody></table>' +
      '<blockquote><span>Quoted</span></blockquote><div><u>underlined</u> <strong>strong</strong> <i>it</i></div>',
  },
  {
    name: 'drops other tags but keeps their text (font, marquee)',
    input: '<font color="red">Read <marquee>carefully</marquee></font>',
    expected: 'Read carefully',
  },
  {
    name: 'drops other tags but keeps their text (form, input)',
    input: '<form action="/steal"><input name="x">Sign</form>',
    expected: 'Sign',
  },
  {
    name: 'reads uppercase tags and writes them in lower case',
    input: '<P>Text</P><BR/><A HREF="/users/login">Log in</A>',
    expected: '<p>Text</p><br><a href="/users/login">Log in</a>',
  },
  {
    name: 'keeps only safe attributes (p)',
    input: '<p onclick="alert(1)" class="x" style="color:red">Hi</p>',
    expected: '<p>Hi</p>',
  },
  {
    name: 'keeps only safe attributes (td on its own)',
    input: '<td colspan="2" rowspan="x" onmouseover="alert(1)">A</td>',
    expected: '<td colspan="2">A</td>',
    // An HTML5 parser drops a cell outside a table, keeping its text.
    expectedInBrowser: 'A',
  },
  {
    name: 'keeps only safe attributes (td)',
    input: '<table><tr><td colspan="2" rowspan="x" onmouseover="alert(1)">A</td></tr></table>',
    expected: '<table><tr><td colspan="2">A</td></tr></table>',
    expectedInBrowser: '<table><tbody><tr><td colspan="2">A</td></tr></tbody></table>',
  },
  {
    name: 'keeps only safe attributes (a title)',
    input: '<a title="Privacy &amp; you" href="/privacy">p</a>',
    expected: '<a title="Privacy &amp; you" href="/privacy">p</a>',
  },
  {
    name: 'reads attributes without quotes',
    input: '<a href=https://example.com/terms title=Terms>x</a>',
    expected: '<a href="https://example.com/terms" title="Terms">x</a>',
  },
  {
    name: 'reads attribute values holding ">"',
    input: `<a title='a>b' href="/x">y</a>`,
    expected: '<a title="a&gt;b" href="/x">y</a>',
  },
  // Hostile markup
  { name: 'removes an img with onerror', input: '<img src=x onerror=alert(1)>Terms', expected: 'Terms' },
  { name: 'removes a slash-separated handler', input: '<p/onmouseover=alert(1)>x</p>', expected: '<p>x</p>' },
  { name: 'removes script with its content', input: 'a<script>alert(1)</script>b', expected: 'ab' },
  {
    name: 'removes an uppercase script whose text holds a closing tag',
    input: 'a<SCRIPT type="text/javascript">alert("</p>")</SCRIPT >b',
    expected: 'ab',
  },
  { name: 'removes style with its content', input: 'a<style>p { color: red }</style>b', expected: 'ab' },
  {
    name: 'removes iframe with its content',
    input: 'a<iframe src="https://evil.example"><p>inner</p></iframe>b',
    expected: 'ab',
  },
  {
    name: 'removes svg and math with their content',
    input: 'a<svg><script>alert(1)</script></svg>b<math><mi>x</mi></math>c',
    expected: 'abc',
  },
  { name: 'survives nested script tags', input: '<script><script>alert(1)</script>x</script>y', expected: 'xy' },
  { name: 'survives split script tags', input: '<scr<script>ipt>alert(1)</script>', expected: 'ipt&gt;alert(1)' },
  {
    name: 'survives a script tag split around a script element',
    input: '<<script>script>alert(1)<</script>/script>',
    expected: '&lt;/script&gt;',
  },
  { name: 'drops everything after an unclosed script', input: 'ok<script>alert(1)<p>more</p>', expected: 'ok' },
  { name: 'closes unclosed tags', input: '<p><b>bold', expected: '<p><b>bold</b></p>' },
  {
    // A stray </p> opens and closes an empty paragraph in HTML (both parsers agree); a stray </td> is ignored.
    name: 'ignores stray closing tags',
    input: '<div><p>a</div>b</p></td>',
    expected: '<div><p>a</p></div>b<p></p>',
  },
  { name: 'drops a tag cut off by the end of the input', input: 'Hello <b class="x', expected: 'Hello ' },
  { name: 'drops a link cut off by the end of the input', input: 'Hello <a href="/x" onclick=', expected: 'Hello ' },
  { name: 'removes comments hiding markup', input: 'a<!-- <script>alert(1)</script> -->b', expected: 'ab' },
  { name: 'removes an unclosed comment', input: 'a<!-- never closed <p>b</p>', expected: 'a' },
  {
    name: 'removes doctypes and processing instructions',
    input: '<!DOCTYPE html><?xml version="1.0"?>text',
    expected: 'text',
  },
  // Links
  ...[
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java&#115;cript:alert(1)',
    'java&#x73;cript:alert(1)',
    '&#106avascript:alert(1)',
    'jav&Tab;ascript:alert(1)',
    'jav\tascript:alert(1)',
    'javascript&colon;alert(1)',
    '\u0001javascript:alert(1)',
  ].map((target) => ({
    name: `strips javascript: written as ${JSON.stringify(target)}`,
    input: `<a href="${target}">x</a>`,
    expected: '<a>x</a>',
  })),
  {
    name: 'strips data: links',
    input: '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>',
    expected: '<a>x</a>',
  },
  { name: 'strips vbscript: links', input: "<a href='vbscript:msgbox(1)'>x</a>", expected: '<a>x</a>' },
  { name: 'strips file: links', input: '<a href=file:///etc/passwd>x</a>', expected: '<a>x</a>' },
  {
    name: 'keeps web links, escaped',
    input: '<a href="https://example.com/terms?a=1&amp;b=2">x</a>',
    expected: '<a href="https://example.com/terms?a=1&amp;b=2">x</a>',
  },
  {
    name: 'keeps mail links',
    input: '<a href="mailto:help@example.com">x</a>',
    expected: '<a href="mailto:help@example.com">x</a>',
  },
  {
    name: 'keeps phone links',
    input: '<a href="tel:+85212345678">x</a>',
    expected: '<a href="tel:+85212345678">x</a>',
  },
  { name: 'keeps fragment links', input: '<a href="#section-2">x</a>', expected: '<a href="#section-2">x</a>' },
  {
    name: 'keeps a relative link without its handler',
    input: '<a href="/x" onclick="y">x</a>',
    expected: '<a href="/x">x</a>',
  },
  // Tag length limit (SPEC §5: 100 characters)
  {
    name: `keeps a tag of ${sanitizedHtmlMaximumTagLength} characters`,
    input: `${tagOfLength(100)}link</a>`,
    expected: `${tagOfLength(100)}link</a>`,
  },
  { name: 'drops a tag of 101 characters, keeping its text', input: `${tagOfLength(101)}link</a>`, expected: 'link' },
  {
    name: 'still removes the content of an over-long script tag',
    input: `<script src="${'x'.repeat(120)}">alert(1)</script>ok`,
    expected: 'ok',
  },
  {
    name: 'drops an over-long paragraph tag made long by attributes it would not keep',
    input: `<p class="${'x'.repeat(100)}">text</p>`,
    expected: 'text',
  },
  // Text
  { name: 'escapes <, > and & in text', input: '1 < 2 & 3 > 2', expected: '1 &lt; 2 &amp; 3 &gt; 2' },
  { name: 'escapes a < that starts no tag', input: '<3 and a <', expected: '&lt;3 and a &lt;' },
  {
    name: 'keeps escaped markup as text, never turning it into a tag',
    input: '&lt;script&gt;alert(1)&lt;/script&gt;',
    expected: '&lt;script&gt;alert(1)&lt;/script&gt;',
  },
  {
    // '&amp' without ';' is a character reference in HTML text, as browsers read it.
    name: 'decodes entities into characters and keeps unknown ones visible',
    input: '&copy;&nbsp;2026 &#8212; &unknown; &amp',
    expected: '©\u00a02026 — &amp;unknown; &amp;',
  },
  { name: 'removes NUL characters', input: '<scr\u0000ipt>alert(1)</script>a\u0000b', expected: 'ab' },
  { name: 'is not thrown off by İ', input: '<script>İİİİ</script><b>after</b>', expected: '<b>after</b>' },
  // Repeated attributes
  {
    name: 'keeps the first of repeated attributes (safe first)',
    input: '<a href="/terms" HREF="javascript:alert(1)">x</a>',
    expected: '<a href="/terms">x</a>',
  },
  {
    name: 'keeps the first of repeated attributes (unsafe first)',
    input: '<a href="javascript:alert(1)" href="/terms">x</a>',
    expected: '<a>x</a>',
  },
  // Nesting
  {
    name: 'closes nested elements in order',
    input: '<b><i><u>x</b>y</i></u>',
    expected: '<b><i><u>x</u></i></b>y',
    // The HTML5 adoption agency re-opens the formatting elements still open around the text that follows.
    expectedInBrowser: '<b><i><u>x</u></i></b><i><u>y</u></i>',
  },
];

/**
 * Known XSS payloads (OWASP's XSS filter evasion cheat sheet, DOMPurify's and sanitize-html's mXSS reports): after
 * sanitising, nothing in them may execute. Each is checked by `executableParts` on both sides, and in Chromium also
 * by rendering it into a live page that records any alert.
 */
export const xssPayloads: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=https://xss.example/xss.js?< B >',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>',
  '<a href="jav\tascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x09;ascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x0A;ascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x0D;ascript:alert(\'XSS\');">x</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>',
  '<a href="java\u0000script:alert(1)">x</a>',
  '<a href="JAVASCRIPT&colon;alert(1)">x</a>',
  '<a href="javascript&#58alert(1)">x</a>',
  '<a href="jav&#x61;script&#x3a;alert(1)">x</a>',
  '<a href="javascript:alert(1)" title="x">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<iframe src=https://xss.example/scriptlet.html <',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror="alert(1)"></video>',
  '<p title="x" onfocus=alert(1) autofocus tabindex=0>x</p>',
  "<svg/onload=alert('XSS')>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<noembed><p title="</noembed><img src=x onerror=alert(1)>">',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<table><caption><svg><style><img src=x onerror=alert(1)>',
  '<div style="background-image: url(javascript:alert(\'XSS\'))">x</div>',
  '<div style="width: expression(alert(\'XSS\'));">x</div>',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">x</DIV>',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  '<XSS STYLE="behavior: url(xss.htc);">x</XSS>',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><TR><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TR></TABLE>',
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<a href="#" id="x"><img src=x onerror=alert(1)></a>',
  '<scr\u0000ipt>alert(1)</script>',
  '<a/href="javascript:alert(1)">x</a>',
  '<a href="javas&#99;ript:alert(1)">x</a>',
  '<a href="&#x20;javascript:alert(1)">x</a>',
  `<a href="/${'x'.repeat(100)}" onclick="alert(1)">x</a>`,
];

const characterReferences: Readonly<Record<string, string>> = {
  amp: '&',
  quot: '"',
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

function decodeAttribute(value: string): string {
  return value.replace(/&(?:#x([0-9a-f]+);?|#(\d+);?|([a-z]+);)/gi, (whole, hex, decimal, name) => {
    const codePoint =
      typeof hex === 'string'
        ? Number.parseInt(hex, 16)
        : typeof decimal === 'string'
          ? Number.parseInt(decimal, 10)
          : -1;
    if (codePoint >= 0) return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd';
    return characterReferences[String(name).toLowerCase()] ?? whole;
  });
}

/**
 * What in sanitised HTML could execute or load something: any tag outside the allow-list, any attribute the policy
 * would not keep (event handlers, style, src), and any link whose scheme is not allowed. Reads the output as the
 * sanitisers write it: every '<' in it must start an allowed tag whose attributes are double-quoted.
 */
export function executableParts(html: string): string[] {
  const problems: string[] = [];
  const tag = /<(\/?)([a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+="[^"]*")*)\s*\/?>/y;
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    tag.lastIndex = at;
    const match = tag.exec(html);
    if (!match) {
      problems.push(`a '<' that starts no clean tag: ${html.slice(at, at + 60)}`);
      continue;
    }
    const [, closing, name = '', attributes = ''] = match;
    if (!isSanitizedHtmlAllowedTag(name.toLowerCase())) problems.push(`tag <${closing}${name}>`);
    for (const [, attribute = '', value = ''] of attributes.matchAll(/\s+([^\s"'>/=]+)="([^"]*)"/g)) {
      const decoded = decodeAttribute(value);
      if (keptAttributeValue(name.toLowerCase(), attribute.toLowerCase(), decoded) === undefined) {
        problems.push(`attribute ${attribute}="${value}" on <${name}>`);
      }
      if (attribute.toLowerCase() === 'href' && !isSafeLinkTarget(decoded)) problems.push(`link ${value}`);
    }
  }
  return problems;
}
