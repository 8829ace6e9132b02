import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizedHtmlMaximumTagLength } from './sanitize-html';

describe('sanitizeHtml: allowed tags (SPEC §5)', () => {
  it('keeps the structure of legal text', () => {
    const agreement =
      '<h2>Terms</h2><p>By using the <b>portal</b> you <em>agree</em>:</p><ol><li>one</li><li>two<br>lines</li></ol>' +
      '<table><thead><tr><th>Fee</th></tr></thead><tbody><tr><td colspan="2">0.25%</td></tr></tbody></table>' +
      '<blockquote><span>Quoted</span></blockquote><div><u>underlined</u> <strong>strong</strong> <i>it</i></div>';
    expect(sanitizeHtml(agreement)).toBe(agreement);
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizeHtml('<font color="red">Read <marquee>carefully</marquee></font>')).toBe('Read carefully');
    expect(sanitizeHtml('<form action="/steal"><input name="x">Sign</form>')).toBe('Sign');
  });

  it('reads uppercase tags and writes them in lower case', () => {
    expect(sanitizeHtml('<P>Text</P><BR/><A HREF="/users/login">Log in</A>')).toBe(
      '<p>Text</p><br><a href="/users/login">Log in</a>',
    );
  });

  it('keeps only safe attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" class="x" style="color:red">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<td colspan="2" rowspan="x" onmouseover="alert(1)">A</td>')).toBe('<td colspan="2">A</td>');
    expect(sanitizeHtml('<a title="Privacy &amp; you" href="/privacy">p</a>')).toBe(
      '<a title="Privacy &amp; you" href="/privacy">p</a>',
    );
  });

  it('reads attributes without quotes and values holding ">"', () => {
    expect(sanitizeHtml('<a href=https://example.com/terms title=Terms>x</a>')).toBe(
      '<a href="https://example.com/terms" title="Terms">x</a>',
    );
    expect(sanitizeHtml(`<a title='a>b' href="/x">y</a>`)).toBe('<a title="a&gt;b" href="/x">y</a>');
  });
});

describe('sanitizeHtml: hostile markup', () => {
  it('removes event handlers such as onerror with their element', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)>Terms')).toBe('Terms');
    expect(sanitizeHtml('<p/onmouseover=alert(1)>x</p>')).toBe('<p>x</p>');
  });

  it('removes script, style and iframe with everything inside them', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeHtml('a<SCRIPT type="text/javascript">alert("</p>")</SCRIPT >b')).toBe('ab');
    expect(sanitizeHtml('a<style>p { color: red }</style>b')).toBe('ab');
    expect(sanitizeHtml('a<iframe src="https://evil.example"><p>inner</p></iframe>b')).toBe('ab');
    expect(sanitizeHtml('a<svg><script>alert(1)</script></svg>b<math><mi>x</mi></math>c')).toBe('abc');
  });

  it('survives nested and split script tags', () => {
    expect(sanitizeHtml('<script><script>alert(1)</script>x</script>y')).toBe('xy');
    expect(sanitizeHtml('<scr<script>ipt>alert(1)</script>')).toBe('ipt&gt;alert(1)');
    // The script element holds 'script>alert(1)<' and is removed; only harmless text is left.
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;');
  });

  it('drops everything after an unclosed script', () => {
    expect(sanitizeHtml('ok<script>alert(1)<p>more</p>')).toBe('ok');
  });

  it('closes unclosed tags and ignores stray closing tags', () => {
    expect(sanitizeHtml('<p><b>bold')).toBe('<p><b>bold</b></p>');
    expect(sanitizeHtml('<div><p>a</div>b</p></td>')).toBe('<div><p>a</p></div>b');
  });

  it('drops a tag cut off by the end of the input', () => {
    expect(sanitizeHtml('Hello <b class="x')).toBe('Hello ');
    expect(sanitizeHtml('Hello <a href="/x" onclick=')).toBe('Hello ');
  });

  it('removes comments, including ones hiding markup', () => {
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b')).toBe('ab');
    expect(sanitizeHtml('a<!-- never closed <p>b</p>')).toBe('a');
    expect(sanitizeHtml('<!DOCTYPE html><?xml version="1.0"?>text')).toBe('text');
  });
});

describe('sanitizeHtml: links', () => {
  it('strips javascript: from links however it is written', () => {
    for (const target of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#115;cript:alert(1)',
      'java&#x73;cript:alert(1)',
      '&#106avascript:alert(1)',
      'jav&Tab;ascript:alert(1)',
      'jav\tascript:alert(1)',
      'javascript&colon;alert(1)',
      '\u0001javascript:alert(1)',
    ]) {
      expect(sanitizeHtml(`<a href="${target}">x</a>`), target).toBe('<a>x</a>');
    }
  });

  it('strips data:, vbscript: and other schemes', () => {
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml("<a href='vbscript:msgbox(1)'>x</a>")).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=file:///etc/passwd>x</a>')).toBe('<a>x</a>');
  });

  it('keeps web, mail, phone and relative links, escaped', () => {
    expect(sanitizeHtml('<a href="https://example.com/terms?a=1&amp;b=2">x</a>')).toBe(
      '<a href="https://example.com/terms?a=1&amp;b=2">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:help@example.com">x</a>')).toBe('<a href="mailto:help@example.com">x</a>');
    expect(sanitizeHtml('<a href="tel:+85212345678">x</a>')).toBe('<a href="tel:+85212345678">x</a>');
    expect(sanitizeHtml('<a href="#section-2">x</a>')).toBe('<a href="#section-2">x</a>');
    expect(sanitizeHtml('<a href="/x" onclick="y">x</a>')).toBe('<a href="/x">x</a>');
  });
});

describe('sanitizeHtml: tag length limit (SPEC §5: 100 characters)', () => {
  const tagOfLength = (length: number) => {
    const opening = '<a href="/';
    const closing = '">';
    return `${opening}${'x'.repeat(length - opening.length - closing.length)}${closing}`;
  };

  it('keeps a tag of 100 characters and drops one of 101, keeping its text', () => {
    expect(sanitizedHtmlMaximumTagLength).toBe(100);
    expect(tagOfLength(100)).toHaveLength(100);
    expect(sanitizeHtml(`${tagOfLength(100)}link</a>`)).toBe(`${tagOfLength(100)}link</a>`);
    expect(sanitizeHtml(`${tagOfLength(101)}link</a>`)).toBe('link');
  });

  it('still removes the content of an over-long script tag', () => {
    expect(sanitizeHtml(`<script src="${'x'.repeat(120)}">alert(1)</script>ok`)).toBe('ok');
  });
});

describe('sanitizeHtml: text', () => {
  it('escapes <, > and & in text', () => {
    expect(sanitizeHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeHtml('<3 and a <')).toBe('&lt;3 and a &lt;');
  });

  it('keeps escaped markup as text, never turning it into a tag', () => {
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('decodes entities into characters and keeps unknown ones visible', () => {
    expect(sanitizeHtml('&copy;&nbsp;2026 &#8212; &unknown; &amp')).toBe('©\u00a02026 — &amp;unknown; &amp;amp');
  });

  it('removes NUL characters', () => {
    expect(sanitizeHtml('<scr\u0000ipt>alert(1)</script>a\u0000b')).toBe('ab');
  });
});

describe('sanitizeHtml: positions', () => {
  it('is not thrown off by characters whose lower case is longer (İ)', () => {
    expect(sanitizeHtml('<script>İİİİ</script><b>after</b>')).toBe('<b>after</b>');
  });
});

describe('sanitizeHtml: repeated attributes', () => {
  it('keeps the first of repeated attributes, as a browser does', () => {
    expect(sanitizeHtml('<a href="/terms" HREF="javascript:alert(1)">x</a>')).toBe('<a href="/terms">x</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)" href="/terms">x</a>')).toBe('<a>x</a>');
  });

  it('handles a tag with very many attributes in linear time', () => {
    const attributes = Array.from({ length: 20_000 }, (_, index) => ` data-${index}=x`).join('');
    expect(sanitizeHtml(`<p${attributes}>text</p>`)).toBe('text');
  });
});

describe('sanitizeHtml: deep nesting', () => {
  it('closes nested elements in order and copes with many stray closing tags', () => {
    expect(sanitizeHtml('<b><i><u>x</b>y</i></u>')).toBe('<b><i><u>x</u></i></b>y');
    const deep = '<b>'.repeat(10_000) + 'x' + '</i>'.repeat(10_000);
    expect(sanitizeHtml(deep)).toBe('<b>'.repeat(10_000) + 'x' + '</b>'.repeat(10_000));
  });
});
