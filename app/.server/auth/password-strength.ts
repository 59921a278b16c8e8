import { createRequire } from "node:module";
import { type DictionaryMatch, type MatchExtended, ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * Whether a new staff password is strong enough, and if not, why (spec §8:
 * "weak password with reasons"). zxcvbn-ts estimates how guessable it is
 * offline, from dictionaries of common passwords, words and names that ship
 * with the package. Used by every place that sets a password: password
 * reset, invitation acceptance, password change and `npm run admin:create`.
 *
 * Server only: the dictionaries are several megabytes.
 */
export const MIN_PASSWORD_LENGTH = 12;
/** better-auth's maxPasswordLength (create-auth.ts): longer only costs hashing time. */
export const MAX_PASSWORD_LENGTH = 256;

export const PASSWORD_REASONS = {
  tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
  common: "It is a commonly used password.",
  personal: "It is too close to your e-mail address or name.",
  guessable: "It is too easy to guess.",
} as const;

export interface PasswordVerdict {
  ok: boolean;
  reasons: string[];
}

// Building the ranked dictionaries takes a few hundred milliseconds, so it is
// done once, on first use, and never at import (scripts that only import
// this module pay nothing). The dictionaries are loaded then too: they hold
// about 10 MB, which the site would otherwise keep from its start though only
// staff setting a password need them (`npm run bench -- memory`). It holds no
// request data.
let estimator: ZxcvbnFactory | undefined;
function getEstimator() {
  if (estimator) return estimator;
  const load = createRequire(import.meta.url);
  const { adjacencyGraphs, dictionary: commonDictionary } = load(
    "@zxcvbn-ts/language-common",
  ) as typeof import("@zxcvbn-ts/language-common");
  const { dictionary: englishDictionary, translations } = load(
    "@zxcvbn-ts/language-en",
  ) as typeof import("@zxcvbn-ts/language-en");
  estimator = new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { ...commonDictionary, ...englishDictionary },
    // Off: edit-distance matching made one check take up to 3 s of CPU on the
    // request thread; look-alike letters (l33t) are still matched without it.
    useLevenshteinDistance: false,
  });
  return estimator;
}

/** Words of the e-mail address and name that a password must not be built on (3+ characters). */
function personalWords(email: string | undefined, name: string | undefined): string[] {
  const words = new Set<string>();
  const lowerEmail = (email ?? "").trim().toLowerCase();
  if (lowerEmail) {
    words.add(lowerEmail);
    const [local = "", domain = ""] = lowerEmail.split("@");
    words.add(local);
    for (const part of local.split(/[^a-z0-9]+/)) words.add(part);
    // The organisation's name is as guessable as the person's: acme in jo@acme.com.
    words.add(domain.split(".")[0] ?? "");
  }
  const lowerName = (name ?? "").trim().toLowerCase();
  if (lowerName) {
    words.add(lowerName.replace(/\s+/g, ""));
    for (const part of lowerName.split(/[^\p{L}\p{N}]+/u)) words.add(part);
  }
  return [...words].filter((word) => word.length >= 3);
}

const isDictionaryMatch = (match: MatchExtended): match is DictionaryMatch => match.pattern === "dictionary";

export function checkPasswordStrength(password: string, user: { email?: string; name?: string } = {}): PasswordVerdict {
  if (password.length < MIN_PASSWORD_LENGTH) return { ok: false, reasons: [PASSWORD_REASONS.tooShort] };
  if (password.length > MAX_PASSWORD_LENGTH) return { ok: false, reasons: [PASSWORD_REASONS.tooLong] };

  const reasons: string[] = [];
  const words = personalWords(user.email, user.name);
  const result = getEstimator().check(password, words);
  const matches = result.sequence.filter(isDictionaryMatch);

  // Personal: the password holds a word of the e-mail or name, as written or
  // with its letters swapped for look-alikes (zxcvbn's userInputs matches).
  const squashed = password.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  const personal =
    matches.some((match) => match.dictionaryName === "userInputs") ||
    words.some((word) => word.length >= 4 && squashed.includes(word.replace(/[^\p{L}\p{N}]+/gu, "")));
  if (personal) reasons.push(PASSWORD_REASONS.personal);

  // Common: most of it is one entry of the common-password lists
  // ("password1234", "qwertyuiop123"). A passphrase that merely contains a
  // word of those lists is judged by its estimate below, not here.
  const common = matches.some(
    (match) => match.dictionaryName.startsWith("passwords") && match.token.length * 2 >= password.length,
  );
  if (common) reasons.push(PASSWORD_REASONS.common);

  // Anything else that an offline attack with a slow hash would still find
  // quickly (score 0-2: under about 10^8 guesses): keyboard walks, repeats,
  // dates, sequences. zxcvbn's own warning says which.
  if (result.score < 3 && !personal && !common) {
    const warning = result.feedback.warning;
    reasons.push(warning ? `${PASSWORD_REASONS.guessable} ${warning}` : PASSWORD_REASONS.guessable);
  }
  return { ok: reasons.length === 0, reasons };
}
