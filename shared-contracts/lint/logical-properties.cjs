// ESLint rule: storefront styles use logical CSS properties, so right-to-left Arabic mirrors them.
// It reads styled-components / css template literals and style objects.

/** Physical declarations in CSS text, each with what to write instead. */
const CSS_CHECKS = [
  [/(?:^|[\s;{])((?:margin|padding)-(?:left|right))\s*:/, 'margin/padding-inline-start or -end'],
  [/(?:^|[\s;{])(border-(?:left|right)(?:-\w+)?)\s*:/, 'border-inline-start or -end'],
  [
    /(?:^|[\s;{])(border-(?:top|bottom)-(?:left|right)-radius)\s*:/,
    'border-start-start-radius and the like',
  ],
  [/(?:^|[\s;{])((?:left|right))\s*:/, 'inset-inline-start or inset-inline-end'],
  [/(?:^|[\s;{])((?:text-align|float|clear)\s*:\s*(?:left|right))\b/, 'start or end'],
];

/** margin/padding/inset shorthands with four values whose right and left differ. */
const FOUR_VALUES =
  /(?:^|[\s;{])((?:margin|padding|inset|border-width|border-radius)\s*:\s*([^\s;{}$]+)\s+([^\s;{}$]+)\s+([^\s;{}$]+)\s+([^\s;{}$!]+))\s*(?:;|$|!)/;
/** margin/padding/inset shorthands with three values are fine; two or one are symmetric. */

/** Style-object keys (React's style prop) that are physical. */
const PHYSICAL_KEYS =
  /^(?:(?:margin|padding)(?:Left|Right)|border(?:Left|Right)\w*|border(?:Top|Bottom)(?:Left|Right)Radius)$/;

function cssProblems(text) {
  const found = [];
  for (const [pattern, instead] of CSS_CHECKS) {
    const match = pattern.exec(text);
    if (match) found.push(`'${match[1]}' is physical: use ${instead}`);
  }
  const four = FOUR_VALUES.exec(text);
  if (four && four[3] !== four[5] && !four[1].startsWith('border-radius')) {
    found.push(`'${four[1]}' sets right and left apart: use -block and -inline longhands`);
  }
  if (four && four[1].startsWith('border-radius') && (four[2] !== four[3] || four[4] !== four[5])) {
    found.push(`'${four[1]}' is physical: use border-start-start-radius and the like`);
  }
  return found;
}

module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'Require logical CSS properties in storefront styles (right-to-left).' },
    schema: [],
  },
  create(context) {
    const report = (node, message) => context.report({ node, message });
    return {
      TemplateElement(node) {
        for (const line of node.value.cooked?.split('\n') ?? []) {
          for (const message of cssProblems(line)) report(node, message);
        }
      },
      Property(node) {
        const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
        if (typeof key !== 'string') return;
        if (PHYSICAL_KEYS.test(key)) report(node, `'${key}' is physical: use its logical form`);
        const value = node.value.type === 'Literal' ? node.value.value : undefined;
        if (/^(?:textAlign|float|clear)$/.test(key) && /^(?:left|right)$/.test(String(value))) {
          report(node, `'${key}: ${value}' is physical: use start or end`);
        }
      },
      JSXAttribute(node) {
        if (node.name.name !== 'style' || node.value?.expression?.type !== 'ObjectExpression')
          return;
        for (const property of node.value.expression.properties) {
          const key = property.key?.name ?? property.key?.value;
          if (key === 'left' || key === 'right') {
            report(property, `'${key}' is physical: use insetInlineStart or insetInlineEnd`);
          }
        }
      },
    };
  },
};
