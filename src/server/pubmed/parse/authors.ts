import { readableText } from "./readable-text";
import { attr, child, childrenNamed, plainText, type XmlElement } from "./xml-tree";

/** One author as PubMed cites them: "Smith J", "Smith J Jr", a group name, or undefined for an empty entry. */
export function authorName(author: XmlElement): string | undefined {
  const collective = readableText(child(author, "CollectiveName"));
  if (collective) return collective;
  const last = plainText(child(author, "LastName"));
  const given = plainText(child(author, "Initials")) || plainText(child(author, "ForeName"));
  const suffix = plainText(child(author, "Suffix"));
  const name = [last, given, suffix].filter(Boolean).join(" ");
  return name || undefined;
}

/** Authors of an AuthorList in order; entries PubMed marks invalid (ValidYN="N") are left out. */
export function authorsOf(authorList: XmlElement | undefined): string[] {
  const names: string[] = [];
  for (const author of childrenNamed(authorList, "Author")) {
    if (attr(author, "ValidYN") === "N") continue;
    const name = authorName(author);
    if (name) names.push(name);
  }
  return names;
}
