// ESLint rule `local/no-provider-branch`: outside the model gateway (src/llm), no code checks
// whether the built-in provider answered. The built-in model is one more provider: an area runs its
// task on whatever model the gateway resolved (`model.run(task, input)`, src/llm/task.ts), and the
// built-in provider answers with the area's engine. Refused: a comparison with the string
// 'builtin' (`===`, `!==`, `==`, `!=`, either side), a `case 'builtin':`, and a call of
// `isBuiltin(...)`. Naming the provider as data (`{ provider: 'builtin' }`, a zod enum) is fine.
// eslint.config.js switches it on for src/ except src/llm.

const isBuiltinLiteral = (node) => node?.type === 'Literal' && node.value === 'builtin';
const EQUALITY = new Set(['===', '!==', '==', '!=']);

export const noProviderBranch = {
  meta: {
    type: 'problem',
    docs: { description: 'no branch on the built-in provider outside src/llm: run a task of the gateway instead' },
    schema: [],
    messages: {
      branch: "Do not check which provider answered ({{form}}): declare a task (src/llm/task.ts) with a built-in engine and run it on the resolved model (ARCHITECTURE.md, 'The model gateway').",
    },
  },
  create(context) {
    const report = (node, form) => context.report({ node, messageId: 'branch', data: { form } });
    return {
      BinaryExpression(node) {
        if (EQUALITY.has(node.operator) && (isBuiltinLiteral(node.left) || isBuiltinLiteral(node.right))) report(node, `${node.operator} 'builtin'`);
      },
      SwitchCase(node) {
        if (isBuiltinLiteral(node.test)) report(node, "case 'builtin'");
      },
      CallExpression(node) {
        const callee = node.callee;
        const name = callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : undefined;
        if (name === 'isBuiltin') report(node, 'isBuiltin()');
      },
    };
  },
};
