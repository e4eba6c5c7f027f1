// Test support: what an HTML validator (html-validate's recommended rules) finds wrong in a page, in words.
import { HtmlValidate } from 'html-validate';

/**
 * The recommended set, less rules about how the markup is written rather than what it means: React's server
 * renderer and Vite write them their own way, and browsers read both forms alike.
 */
const validator = new HtmlValidate({
  extends: ['html-validate:recommended'],
  rules: {
    // `<meta />`, `<!doctype html>`, `inputMode=""`, `noValidate=""`: how Vite's template and React write them;
    // HTML reads void elements, the doctype and attribute names without regard to these forms
    'void-style': 'off',
    'doctype-style': 'off',
    'attr-case': 'off',
    'attribute-boolean-style': 'off',
    // React's useId gives `_R_4s_`, vite-plugin-pwa `vite-plugin-pwa:register-sw`: valid ids in HTML (any
    // characters but spaces); the strict form only eases CSS selectors, and no stylesheet selects them
    'valid-id': ['error', { relaxed: true }],
    // brand colours and a photo's proportions are style attributes, allowed on purpose (decision 017, "CSP")
    'no-inline-style': 'off',
  },
});

/** Each problem as `rule: message (the markup around it)`; none for a valid page. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((result) =>
    result.messages.map((message) => {
      const around = html.slice(Math.max(0, message.offset - 30), message.offset + message.size + 30);
      return `${message.ruleId}: ${message.message} (${around.replace(/\s+/g, ' ')})`;
    }),
  );
}
