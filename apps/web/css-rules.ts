/**
 * A style sheet's top-level rules and statements, in order, each whole (an at-rule with its block): the
 * sheet is cut where a rule or statement ends at the top level, never inside a block, a string or a
 * comment, so the parts joined are the sheet.
 */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let start = 0;
  let depth = 0;
  let quote = '';
  for (let i = 0; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 1;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i++;
    else if (char === '{') depth++;
    else if (char === '}') depth = Math.max(0, depth - 1);
    if (depth === 0 && !quote && (char === '}' || char === ';')) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (start < css.length) rules.push(css.slice(start));
  return rules;
}
