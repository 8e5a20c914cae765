import { textSchema } from './fields.ts';

/**
 * A person's name as an identity document prints it in the Latin script (SPEC §5 "latin letters and hyphens only";
 * docs/decisions/062-latin-names-and-shared-formats.md): é, ü, ñ, ç, ø, ł, ș, ő, ß and the other letters of the Unicode
 * Latin blocks — Basic Latin, Latin-1 Supplement, Latin Extended-A and -B, Latin Extended Additional — with the
 * combining accents that build the letters no code point has, and the spaces, hyphens and apostrophes of compound
 * names. Every one of them has its glyph in the documents' font (lib/document-fonts.test.ts), so the contract and the
 * certificates print the name as typed. One rule for sign-up, the profile and a payout's account holder, on the
 * server and in both apps.
 */
export const LATIN_NAME_LETTERS: readonly (readonly [from: number, to: number])[] = [
  [0x41, 0x5a], // A-Z
  [0x61, 0x7a], // a-z
  [0xc0, 0xd6], // À-Ö
  [0xd8, 0xf6], // Ø-ö
  [0xf8, 0x148], // ø-ÿ and Latin Extended-A (ł ő š) …
  [0x14a, 0x1c3], // … without ŉ (deprecated), and Latin Extended-B (ơ ư ǎ) …
  [0x1c5, 0x24f], // … without the digraph Ǆ (its DŽ is two letters)
  [0x1e00, 0x1e9b], // Latin Extended Additional (ạ ầ ỳ) …
  [0x1e9d, 0x1eff], // … without the medievalist ẜ (ẞ ỹ)
];
/**
 * The combining accents left once a name is composed to NFC, as in Yoruba ọ́ (ọ and an acute): grave, acute,
 * circumflex, tilde, macron, breve, dot above, diaeresis, hook above, ring, caron, horn, dot below, comma below,
 * cedilla, ogonek.
 */
export const LATIN_NAME_MARKS: readonly (readonly [from: number, to: number])[] = [
  [0x300, 0x304],
  [0x306, 0x30a],
  [0x30c, 0x30c],
  [0x31b, 0x31b],
  [0x323, 0x323],
  [0x326, 0x328],
];
/** Apostrophes as keyboards type them: ' ’ ʼ. */
const JOINERS = " '\\u2019\\u02bc-";

const hex = (n: number) => `\\u${n.toString(16).padStart(4, '0')}`;
const charClass = (ranges: typeof LATIN_NAME_LETTERS) =>
  ranges.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to)}`)).join('');
const letters = charClass(LATIN_NAME_LETTERS);

/**
 * Starts with a letter; then letters, marks, spaces, hyphens and apostrophes. BMP escapes only and no flags, so the
 * OpenAPI document's `pattern` means the same to any JSON Schema validator.
 */
export const LATIN_NAME_PATTERN = new RegExp(`^[${letters}][${letters}${charClass(LATIN_NAME_MARKS)}${JOINERS}]*$`);

/** A letter of another script (Иван, 李, محمد): told apart, so the message can ask for the Latin spelling. */
const OTHER_SCRIPT_LETTER = /(?!\p{Script=Latin})\p{L}/u;

export const LATIN_SCRIPT_MESSAGE = 'validation.latinScript';
export const NAME_CHARACTERS_MESSAGE = 'validation.latinAndHyphens';

/**
 * The name rule with its length bound. Composed to NFC first: "José" typed with a combining accent is stored,
 * compared and printed as the one letter é. The checks run in this order and a field shows its first message (the
 * forms and the -7 reply alike): an empty name is required, a name in another script asks for the Latin spelling.
 * None aborts the parse, so a form's cross-field checks (the password confirmation) still run beside it.
 */
export const latinNameSchema = (max: number) =>
  textSchema()
    .trim()
    .normalize('NFC')
    .min(1, 'validation.required')
    .max(max, 'validation.maxSymbols')
    .refine((v) => !OTHER_SCRIPT_LETTER.test(v), LATIN_SCRIPT_MESSAGE)
    .regex(LATIN_NAME_PATTERN, NAME_CHARACTERS_MESSAGE);

/** First and last names. */
export const personNameSchema = latinNameSchema(50);
/** The holder of a bank account a payout is sent to (a name in full, as the bank has it). */
export const accountHolderSchema = latinNameSchema(140);
