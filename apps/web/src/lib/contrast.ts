// WCAG 2.x contrast: text and the colour behind it need 4.5:1 (AA, normal text).

const AA = 4.5;

function channels(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const n = Number.parseInt(m[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return 1;
  const [hi, lo] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex = (c: [number, number, number]) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

/**
 * The colour itself when it reaches 4.5:1 against white (link text on a page, white text on a button),
 * else the lightest darker shade of it that does: a club's light theme colour stays recognisable and
 * stays readable. A value that is not #rrggbb is returned unchanged.
 */
export function readableOnWhite(color: string): string {
  const c = channels(color);
  if (!c || contrastRatio(color, '#ffffff') >= AA) return color;
  for (let f = 0.98; f > 0; f -= 0.02) {
    const darker = hex(c.map((v) => Math.round(v * f)) as [number, number, number]);
    if (contrastRatio(darker, '#ffffff') >= AA) return darker;
  }
  return '#000000';
}
