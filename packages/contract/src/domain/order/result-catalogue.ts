/*
 * The shape every order area's result codes take (fund orders today; stock orders 8201-8805 and 9999, IPO
 * ERR500-ERR606, cash and crypto next): each result has a name (the word the code and the web use), the code the
 * back end and the wire give it (a number such as 8201, or a string such as 'ERR500'), and its text in the three
 * languages of the product (SPEC §1). An area writes its entries as data and gets the look-ups from
 * `defineResultCatalogue`; it writes no machinery of its own. Free of zod, so a page can map a code to its text
 * without the schema library.
 */
import { languages } from '../language';
import type { Language } from '../language';

/** A text in every language of the product. */
export type TextInLanguages = { readonly [L in Language]: string };

/** What the back end or the wire calls a result: a number (0, 8201) or a string ('ERR500'). */
export type ResultCode = number | string;

/** One result as an area writes it: its code and its text; its name is its key in the catalogue. */
export type ResultEntry<Code extends ResultCode = ResultCode> = {
  readonly code: Code;
  readonly text: TextInLanguages;
};

/** The results of one order area, with the look-ups every area needs. */
export type ResultCatalogue<Name extends string, Codes extends { readonly [N in Name]: ResultCode }> = {
  /** Which area's results these are ('fundOrder'), for messages and tests. */
  readonly area: string;
  /** Every result's name, in the order the catalogue lists them. */
  readonly names: readonly [Name, ...Name[]];
  /** The code of each result. */
  readonly codes: Codes;
  /** The result any code the catalogue does not list reads as. */
  readonly unknown: Name;
  /** The entries as written. */
  readonly entries: { readonly [N in Name]: ResultEntry<Codes[N]> };
  /** Whether a value is the name of one of these results. */
  readonly isName: (value: unknown) => value is Name;
  /** The result a code stands for (a number or its string); one the catalogue does not list reads as `unknown`. */
  readonly nameOf: (code: unknown) => Name;
  /** The text of a result in a language. */
  readonly textOf: (name: Name, language: Language) => string;
  /** Every result's text in one language, by name. */
  readonly textsIn: (language: Language) => { readonly [N in Name]: string };
};

/** The name of every result of a catalogue. */
export type ResultName<Catalogue> = Catalogue extends ResultCatalogue<infer Name, infer _Codes> ? Name : never;

/**
 * A catalogue of `entries` (name -> code and texts, in the area's order); `unknown` names the result an unlisted
 * code reads as. The entries' literal codes are kept, so `codes.success` is typed 0, not number.
 */
export function defineResultCatalogue<const Entries extends { readonly [name: string]: ResultEntry }>(
  area: string,
  entries: Entries,
  unknown: keyof Entries & string,
): ResultCatalogue<keyof Entries & string, { readonly [N in keyof Entries & string]: Entries[N]['code'] }> {
  type Name = keyof Entries & string;
  type Codes = { readonly [N in Name]: Entries[N]['code'] };
  const written: { readonly [N in Name]: ResultEntry } = entries;
  const names = Object.keys(entries) as [Name, ...Name[]]; // Object.keys of Entries: exactly its string keys
  const codes = Object.fromEntries(names.map((name) => [name, written[name].code])) as Codes; // built from names
  const byCode = new Map<string, Name>(names.map((name) => [String(written[name].code), name]));
  const isName = (value: unknown): value is Name => typeof value === 'string' && Object.hasOwn(entries, value);
  return {
    area,
    names,
    codes,
    unknown,
    entries: entries as { readonly [N in Name]: ResultEntry<Codes[N]> },
    isName,
    nameOf: (code) =>
      (typeof code === 'number' || typeof code === 'string') && byCode.has(String(code))
        ? (byCode.get(String(code)) ?? unknown)
        : unknown,
    textOf: (name, language) => written[name].text[language],
    // Built from names, so it holds exactly one text per name.
    textsIn: (language) =>
      Object.fromEntries(names.map((name) => [name, written[name].text[language]])) as { readonly [N in Name]: string },
  };
}

/**
 * What is wrong with a catalogue, in words (empty when nothing is): a code listed twice, a text left empty, a text
 * left in English in another language, the same text for two results, an `unknown` that is not listed. Each area's
 * test expects it to be empty.
 */
export function catalogueProblems<Name extends string>(
  catalogue: ResultCatalogue<Name, { readonly [N in Name]: ResultCode }>,
): string[] {
  const problems: string[] = [];
  const seenCodes = new Map<string, Name>();
  for (const name of catalogue.names) {
    const code = String(catalogue.codes[name]);
    const earlier = seenCodes.get(code);
    if (earlier !== undefined) problems.push(`${catalogue.area}: code ${code} is both ${earlier} and ${name}`);
    seenCodes.set(code, name);
  }
  for (const language of languages) {
    const seenTexts = new Map<string, Name>();
    for (const name of catalogue.names) {
      const text = catalogue.textOf(name, language);
      if (text.trim() === '') problems.push(`${catalogue.area}: ${name} has no ${language} text`);
      const earlier = seenTexts.get(text);
      if (earlier !== undefined) problems.push(`${catalogue.area}: ${name} has the ${language} text of ${earlier}`);
      seenTexts.set(text, name);
      if (language !== 'en' && text === catalogue.textOf(name, 'en')) {
        problems.push(`${catalogue.area}: ${name} is not translated into ${language}`);
      }
    }
  }
  if (!catalogue.isName(catalogue.unknown)) problems.push(`${catalogue.area}: unknown result is not listed`);
  return problems;
}
