import { describe, expect, test } from "bun:test";
import { readableText } from "./readable-text";
import { parseXml, type XmlElement } from "./xml-parse";

const text = (xml: string) => readableText(parseXml(xml)[0] as XmlElement);

describe("readableText", () => {
  test("inline tags never glue or split words", () => {
    expect(text("<T>Effect of <i>drug</i> on <b>x</b> and <u>y</u>.</T>")).toBe("Effect of drug on x and y.");
    expect(text("<T>inhaled <sup>3</sup>He/<sup>129</sup>Xe MRI</T>")).toBe("inhaled 3He/129Xe MRI");
  });

  test("subscripts join their base; numeric superscripts become exponents", () => {
    expect(
      text(
        "<T>CO<sub>2</sub>, HbA<sub>1c</sub>, 10<sup>9</sup>/L, mg/m<sup>2</sup>, Ca<sup>2+</sup>, CD4<sup>+</sup></T>",
      ),
    ).toBe("CO2, HbA1c, 10^9/L, mg/m^2, Ca^2+, CD4+");
  });

  test("whitespace collapsed, including non-breaking and thin spaces", () => {
    expect(text("<T>  a\u00a0 b\u2009c\n\t d  </T>")).toBe("a b c d");
  });

  test("pretty-printer line breaks beside markup are layout; plain spaces are kept", () => {
    expect(
      text("<T>genes (\n\t\t<i>ZORB1</i>,\n\t\t<i>FICT2</i>) and β\n\t<sub>2</sub>-agonist, 10\n\t<sup>-12</sup></T>"),
    ).toBe("genes (ZORB1, FICT2) and β2-agonist, 10^-12");
    expect(text("<T>placebo ( <i>n</i> = 23) with\n<i>drug</i></T>")).toBe("placebo ( n = 23) with drug");
  });

  test("markup escaped twice is removed after decoding", () => {
    expect(text("<T>&amp;lt;i&amp;gt;E. coli&amp;lt;/i&amp;gt; grew</T>")).toBe("E. coli grew");
  });

  test("MathML: layout dropped, scripts and fractions in one line", () => {
    const math =
      '<T>(<mml:math xmlns:mml="http://www.w3.org/1998/Math/MathML">\n  <mml:msub>\n    <mml:mrow><mml:mover><mml:mi>Q</mml:mi><mml:mo>˙</mml:mo></mml:mover></mml:mrow>\n' +
      "    <mml:mrow><mml:mi>peak</mml:mi></mml:mrow>\n  </mml:msub>\n</mml:math>) and " +
      "<math><msup><mi>e</mi><mrow><mo>-</mo><mi>k</mi><mi>t</mi></mrow></msup><mo>=</mo><mfrac><mn>1</mn><mrow><mn>2</mn><mi>n</mi></mrow></mfrac><mo>,</mo><msqrt><mi>x</mi></msqrt></math></T>";
    expect(text(math)).toBe("(Qpeak) and e^(-kt)=1/2n,√(x)");
  });
});
