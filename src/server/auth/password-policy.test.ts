import { describe, expect, test } from "bun:test";
import {
  PASSWORD_BLANK,
  PASSWORD_GUESSABLE,
  PASSWORD_HAS_EMAIL,
  PASSWORD_TOO_SHORT,
  passwordProblem,
} from "./password-policy";
import { PASSWORD } from "../../testing/server/auth";

const check = (password: string, email = "ada@example.org", firstName: string | null = null) =>
  passwordProblem(password, { email, firstName });

describe("length, counted as NIST asks", () => {
  test("12345678, eight spaces and 14 characters are too short; 15 are enough, 256 are allowed", () => {
    for (const short of ["12345678", " ".repeat(8), "violet kettle d"].map((p) => p.slice(0, 14)))
      expect(check(short)).toBe(PASSWORD_TOO_SHORT);
    expect(check("violet kettle d")).toBeUndefined();
    expect(check("violet kettle drums at noon ".repeat(9).slice(0, 256))).not.toBe(PASSWORD_TOO_SHORT);
  });

  test("characters are code points after NFKC: 14 emoji are too short, e + combining accent is one letter", () => {
    const animals = Array.from("🦊🐙🦉🐝🦋🐢🦀🐳🦜🐌🦔🐞🦩🦦🐿");
    expect(check(animals.slice(0, 14).join(""))).toBe(PASSWORD_TOO_SHORT);
    expect(check(animals.join(""))).toBeUndefined();
    // "résumé dépôt" typed with combining accents: 18 UTF-16 units, 12 characters.
    expect(check("re\u0301sume\u0301 de\u0301po\u0302t")).toBe(PASSWORD_TOO_SHORT);
    // Full-width letters are the same letters.
    expect(check("ｃｏｒｒｅｃｔ　ｈｏｒｓｅ")).toBe(PASSWORD_TOO_SHORT);
  });

  test("only spaces or invisible characters is refused, however long", () => {
    for (const blank of [" ".repeat(20), "\t".repeat(16), "\u200b".repeat(15), " \u00a0".repeat(10)])
      expect(check(blank)).toBe(PASSWORD_BLANK);
  });
});

describe("common and patterned passwords", () => {
  test("well-known passwords and phrases, walks, sequences and repeats are refused, in any dress", () => {
    const known = [
      "password12345678",
      "P@ssw0rd2024!!!!",
      "qwertyuiopasdfgh",
      "aaaaaaaaaaaaaaaa",
      "1234567890123456",
      "abcdefghijklmnop",
      "iloveyou12345678",
      "correct horse battery staple",
      "Correct-Horse-Battery-Staple1",
      "passwordpassword",
      "iloveyouiloveyou!!",
      "1qaz2wsx3edc4rfv",
      "zaq12wsxcde34rfv",
      "!@#$%^&*()_+!@#$",
      "michael jordan 23 basketball",
      "The quick brown fox jumps over the lazy dog",
      "may the force be with you",
      "password20242024",
      "p a s s w o r d 1 2 3",
      "Tr1alLens2024!!!",
      "dragonmonkey1234",
      "trustn01123456789",
      "qwerty123456789!",
      "summer2024summer",
      "0123456789876543",
      "jennifer19871225",
      "ilovejennifer123",
      "glacier glacier glacier",
    ];
    expect(known.filter((p) => check(p) !== PASSWORD_GUESSABLE)).toEqual([]);
  });

  test("1,158 variants of 20 common roots (case, l33t, doubling, digits, years, symbols) are all refused", () => {
    const roots = [
      "password",
      "iloveyou",
      "qwerty",
      "dragon",
      "monkey",
      "letmein",
      "welcome",
      "sunshine",
      "princess",
      "football",
      "jennifer",
      "michael",
      "trustno1",
      "admin",
      "superman",
      "batman",
      "starwars",
      "whatever",
      "triallens",
      "baseball",
    ];
    const tails = [
      "",
      "1",
      "12",
      "123",
      "1234",
      "12345",
      "123456",
      "123456789",
      "2023",
      "2024",
      "1990",
      "!",
      "!!",
      "!!!",
      "@",
      "#1",
      "69",
      "007",
      "11111",
      "2024!",
      "?",
    ];
    const dress = [
      (r: string, d: string) => r + d,
      (r: string, d: string) => r[0]!.toUpperCase() + r.slice(1) + d,
      (r: string, d: string) => r.replace(/a/g, "@").replace(/o/g, "0").replace(/e/g, "3") + d,
      (r: string, d: string) => r + r + d,
      (r: string, d: string) => d + r + d,
      (r: string, d: string) => `${r} ${r} ${d}`,
      (r: string, d: string) => r.toUpperCase() + d + d,
    ];
    const variants = roots
      .flatMap((r) => tails.flatMap((d) => dress.map((f) => f(r, d))))
      .filter((p) => Array.from(p).length >= 15);
    expect(variants).toHaveLength(1158);
    expect(variants.filter((p) => check(p, "someone@example.org") !== PASSWORD_GUESSABLE)).toEqual([]);
  });

  test("every phrase of three different ordinary words passes, and so do random characters", () => {
    const words =
      "anchor basket candle desert engine feather garden harbor island jacket kettle ladder marble needle oyster pencil ribbon saddle tablet violet".split(
        " ",
      );
    const phrases = words
      .flatMap((a) => words.flatMap((b) => words.map((c) => [a, b, c])))
      .filter((p) => new Set(p).size === 3)
      .map((p) => p.join(" "));
    expect(phrases).toHaveLength(6840);
    expect(phrases.filter((p) => check(p, "someone@example.org") !== undefined)).toEqual([]);
    for (const fine of [
      PASSWORD,
      "purple monkey dishwasher",
      "Xk9#mQ2$vL7!pR4&",
      "tangerine ocean whisper 42",
      "password738291047x",
    ])
      expect(check(fine)).toBeUndefined();
  });
});

describe("the person's own e-mail and name", () => {
  test("a password that is or contains the e-mail or its local part is refused", () => {
    expect(check("grace.hopper@example.org", "grace.hopper@example.org")).toBe(PASSWORD_HAS_EMAIL);
    expect(check("GraceHopper and the moth", "grace.hopper@example.org")).toBe(PASSWORD_HAS_EMAIL);
    expect(check("ada is writing notes", "ada@example.org")).toBe(PASSWORD_HAS_EMAIL);
    // A one- or two-letter local part would match by accident: only the whole address counts then.
    expect(check("aloe vera in the window", "al@example.org")).toBeUndefined();
    expect(check("al@example.org is me", "al@example.org")).toBe(PASSWORD_HAS_EMAIL);
  });

  test("the person's names count as common words", () => {
    expect(check("rosalind franklin 1953", "r.franklin@example.org", "Rosalind")).toBe(PASSWORD_GUESSABLE);
    expect(check("rosalind franklin 1953", "someone@example.org", null)).toBeUndefined();
  });
});
