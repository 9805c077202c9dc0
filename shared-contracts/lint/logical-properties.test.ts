/** @jest-environment node */
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const rule = require('./logical-properties.cjs');

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('logical-properties', rule, {
  valid: [
    'const A = styled.div`margin-inline-start: 4px; inset-inline-end: 0; text-align: start;`;',
    'const A = styled.div`padding: 4px 8px; margin: 0 auto 12px; inset: 0;`;',
    'const A = styled.div`padding: 10px 12px 10px 12px; border-radius: 4px 4px 4px 4px;`;',
    'const A = styled.div`top: 0; bottom: 2px; border-top: 1px solid;`;',
    'const el = <div style={{ insetInlineStart: 0, marginInlineEnd: 4 }} />;',
  ],
  invalid: [
    { code: 'const A = styled.div`margin-left: 4px;`;', errors: 1 },
    { code: 'const A = styled.div`\n  right: 0;\n`;', errors: 1 },
    { code: 'const A = styled.div`text-align: left;`;', errors: 1 },
    { code: 'const A = styled.div`border-right: 1px solid;`;', errors: 1 },
    { code: 'const A = styled.div`float: right;`;', errors: 1 },
    { code: 'const A = styled.div`padding: 10px 12px 10px 24px;`;', errors: 1 },
    { code: 'const A = styled.div`border-top-left-radius: 4px;`;', errors: 1 },
    { code: 'const A = styled.div`border-radius: 4px 0 0 4px;`;', errors: 1 },
    { code: 'const A = css`${x}; padding-right: ${y}px;`;', errors: 1 },
    { code: 'const el = <div style={{ left: 0 }} />;', errors: 1 },
    { code: 'const s = { marginLeft: 4, textAlign: "right" };', errors: 2 },
  ],
});
