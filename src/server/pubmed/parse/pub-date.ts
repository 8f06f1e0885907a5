import { attr, child, plainText, type XmlElement } from "./xml-tree";

export interface PublicationDate {
  /** As PubMed cites it, always starting with the year: "2019", "2019 Feb", "2019 Feb 5", "2019 Spring", "1998 Dec-1999 Jan". */
  publicationDate: string;
  year: number | null;
  /** YYYY-MM-DD, missing parts as 01; "" when there is no year. */
  sortDate: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const SEASON_MONTH: Record<string, number> = { Spring: 3, Summer: 6, Fall: 9, Autumn: 9, Winter: 12 };
const NO_DATE: PublicationDate = { publicationDate: "", year: null, sortDate: "" };
const FULL_NAMES = new Set(
  "january february march april may june july august september sept october november december".split(" "),
);

/** "3", "03", "Mar", "March", "mar." → "Mar"; anything else undefined. */
export function monthName(raw: string): string | undefined {
  const text = raw.trim().replace(/\.$/, "");
  if (/^\d{1,2}$/.test(text)) return MONTHS[Number(text) - 1];
  if (text.length < 3) return undefined;
  const found = MONTHS.find((m) => m.toLowerCase() === text.slice(0, 3).toLowerCase());
  // "Sept" and "June" are fine; "Mayday" or "Marsh" are not months.
  return found && /^[a-z]+$/i.test(text) && (text.length === 3 || FULL_NAMES.has(text.toLowerCase()))
    ? found
    : undefined;
}

function seasonName(raw: string): string | undefined {
  const text = raw.trim().toLowerCase();
  return Object.keys(SEASON_MONTH).find((s) => s.toLowerCase() === text);
}

function two(n: number): string {
  return String(n).padStart(2, "0");
}

function toSortDate(year: number, month?: number, day?: number): string {
  return `${year}-${two(month ?? 1)}-${two(day ?? 1)}`;
}

function fromParts(
  yearText: string,
  monthText: string,
  dayText: string,
  seasonText: string,
): PublicationDate | undefined {
  if (!/^\d{4}$/.test(yearText)) return undefined;
  const year = Number(yearText);
  // Month sometimes holds a season ("Spring") in older records.
  const season = seasonName(seasonText) ?? seasonName(monthText);
  const month = monthName(monthText);
  if (!month) {
    if (season) return { publicationDate: `${year} ${season}`, year, sortDate: toSortDate(year, SEASON_MONTH[season]) };
    return { publicationDate: String(year), year, sortDate: toSortDate(year) };
  }
  const monthNumber = MONTHS.indexOf(month) + 1;
  const day = /^\d{1,2}$/.test(dayText) ? Number(dayText) : 0;
  if (day < 1 || day > 31)
    return { publicationDate: `${year} ${month}`, year, sortDate: toSortDate(year, monthNumber) };
  return { publicationDate: `${year} ${month} ${day}`, year, sortDate: toSortDate(year, monthNumber, day) };
}

/** MedlineDate is free text ("1998 Dec-1999 Jan", "2019 Feb - Apr", "Winter 1997"): tidied, year first. */
export function fromMedlineDate(raw: string): PublicationDate | undefined {
  let text = raw
    .replace(/\s+/g, " ")
    .replace(/\s*[-–]\s*/g, "-")
    .trim();
  text = text.replace(/\p{L}+\.?/gu, (word) => monthName(word) ?? seasonName(word) ?? word);
  const yearMatch = /\b\d{4}\b/.exec(text);
  if (!yearMatch) return undefined;
  if (yearMatch.index > 0)
    text = `${yearMatch[0]} ${(text.slice(0, yearMatch.index) + text.slice(yearMatch.index + 4)).trim()}`;
  text = text.replace(/\s+/g, " ").replace(/ -|- /g, "-").trim();
  const year = Number(yearMatch[0]);
  const start = /^\d{4} (\p{L}+)(?: (\d{1,2})\b)?/u.exec(text);
  const monthNumber = start ? MONTHS.indexOf(start[1]!) + 1 || SEASON_MONTH[start[1]!] : undefined;
  const day = monthNumber && start?.[2] && MONTHS.includes(start[1]!) ? Number(start[2]) : undefined;
  return { publicationDate: text, year, sortDate: toSortDate(year, monthNumber || undefined, day) };
}

function fromPubDate(pubDate: XmlElement | undefined): PublicationDate | undefined {
  if (!pubDate) return undefined;
  const medline = child(pubDate, "MedlineDate");
  if (medline) return fromMedlineDate(plainText(medline));
  const text = (name: string) => plainText(child(pubDate, name));
  return fromParts(text("Year"), text("Month"), text("Day"), text("Season"));
}

/** The journal issue date as PubMed cites it; the electronic date only when the issue date has no year. */
export function publicationDateOf(pubDate: XmlElement | undefined, articleDates: XmlElement[] = []): PublicationDate {
  const issue = fromPubDate(pubDate);
  if (issue) return issue;
  const electronic =
    articleDates.find((d) => (attr(d, "DateType") ?? "Electronic") === "Electronic") ?? articleDates[0];
  return fromPubDate(electronic) ?? NO_DATE;
}
