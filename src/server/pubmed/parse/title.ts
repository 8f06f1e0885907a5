import { readableText } from "./readable-text";
import type { XmlElement } from "./xml-tree";

/** PubMed brackets a title translated into English: "[Effect of X on Y]." → "Effect of X on Y." */
export function unbracketTitle(title: string): string {
  if (!title.startsWith("[")) return title;
  let depth = 0;
  for (let i = 0; i < title.length; i++) {
    const ch = title[i];
    if (ch === "[") depth++;
    else if (ch === "]" && --depth === 0) {
      // "[18F]FDG PET in ..." opens with a bracket that closes early: not a translated title.
      const rest = title.slice(i + 1).trim();
      if (rest !== "" && rest !== ".") return title;
      const inner = title.slice(1, i).trim();
      return rest === "." && !/[.?!]$/.test(inner) ? `${inner}.` : inner;
    }
  }
  return title;
}

function isMissing(title: string): boolean {
  return title === "" || /^not available\.?$/i.test(title);
}

export interface TitleSources {
  articleTitle?: XmlElement;
  vernacularTitle?: XmlElement;
  bookTitle?: XmlElement;
}

/** The English title when there is one, else the original-language title, else the book's, else "Untitled". */
export function titleOf({ articleTitle, vernacularTitle, bookTitle }: TitleSources): string {
  const candidates = [
    unbracketTitle(readableText(articleTitle)),
    readableText(vernacularTitle),
    readableText(bookTitle),
  ];
  return candidates.find((t) => !isMissing(t)) ?? "Untitled";
}
