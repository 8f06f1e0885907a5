import { isGuessable } from "./guessable-password";

/**
 * New passwords, after NIST SP 800-63B rev. 4 for a password that is the only factor: at least 15 characters, no
 * composition rules, and not a commonly used or easily guessed one. Sign-in does not apply this, so accounts made
 * under the old 8-character rule still work.
 */
export const MIN_PASSWORD_LENGTH = 15;

export const PASSWORD_TOO_SHORT = `must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const PASSWORD_BLANK = "must not be only spaces";
export const PASSWORD_HAS_EMAIL = "must not contain your e-mail address or its name part";
export const PASSWORD_GUESSABLE =
  "is too easy to guess: it is made of common passwords, names, keyboard or number patterns or repeats. A phrase of a few unrelated words works well";

/** Why this password may not be chosen by this person (words for the form, after "password: "); undefined when it may. */
export function passwordProblem(
  password: string,
  { email, firstName }: { email?: string; firstName?: string | null },
): string | undefined {
  // NIST counts characters after normalisation: NFKC, one per code point, so "é" is one however it was typed.
  const normal = password.normalize("NFKC");
  if (Array.from(normal).length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  // Invisible characters (zero-width spaces, controls) are blanks too.
  if (/^[\s\p{Cc}\p{Cf}]*$/u.test(normal)) return PASSWORD_BLANK;
  const squeezed = squeeze(normal);
  const address = email ? squeeze(email) : "";
  const localPart = email ? squeeze(email.split("@")[0]!) : "";
  // A local part of one or two letters ("al@") would match too much by accident; then only the whole address is refused.
  if (address && (squeezed.includes(address) || (localPart.length >= 3 && squeezed.includes(localPart))))
    return PASSWORD_HAS_EMAIL;
  const ownWords = [...(email?.split("@")[0]?.split(/[^\p{L}\p{N}]+/u) ?? []), firstName ?? ""];
  if (isGuessable(normal, ownWords)) return PASSWORD_GUESSABLE;
  return undefined;
}

const squeeze = (text: string) =>
  text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
