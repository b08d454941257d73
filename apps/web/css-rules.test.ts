import { describe, expect, it } from 'vitest';
import { topLevelRules } from './css-rules.ts';

describe('topLevelRules', () => {
  it('cuts only where a top-level rule ends, never inside a block, a string or a comment', () => {
    const css =
      '.a{color:red}@media (width<=575px){.b{content:"}"}.c{margin:0}}/* } */.d{content:\'{\'}@import "x.css";.e{x:1}';
    const rules = topLevelRules(css);
    expect(rules).toEqual([
      '.a{color:red}',
      '@media (width<=575px){.b{content:"}"}.c{margin:0}}',
      "/* } */.d{content:'{'}",
      '@import "x.css";',
      '.e{x:1}',
    ]);
    expect(rules.join('')).toBe(css);
  });

  it('keeps an unfinished end as a rule of its own, so nothing is lost', () => {
    expect(topLevelRules('.a{b:c}.d{e:f')).toEqual(['.a{b:c}', '.d{e:f']);
  });
});
