// A measure is read of something: "cumulative incidence (CCI) of ipsilateral recurrence", "the rate of relapse".
const MEASURE_END = /\b(?:incidence|rates?|risk|probability|proportion|percentage|frequency|duration)$/i;
const OF_WHAT =
  /^(?:\s\([A-Za-z][\w-]{0,9}\))?\s(?:of|for)\s([\w-]+(?:\s[\w-]+){0,5}?)(?=\s\(|[,;:.(]|\s(?:of|in|among|after|between|with|by|from|at|on|compared|versus|vs\.?|and whether|to|given|treated)\s|$)/i;

/** The end of an aim phrase, carried over "of X" when the phrase stops at a measure that needs it. */
export function ofMeasure(text: string, end: number): number {
  let to = end;
  while (to > 0 && text[to - 1] === " ") to--;
  if (!MEASURE_END.test(text.slice(Math.max(0, to - 20), to))) return to;
  const m = text.slice(to, to + 120).match(OF_WHAT);
  return m ? to + m[0].length : end;
}
