/**
 * The JSX attribute `dangerouslySetInnerHTML={{__html: html}}` as MDX compiles it (an expression
 * with its estree): for the elements whose content React sets as HTML, written at build time
 * (shared/rehypeStaticMath.ts, shared/remarkStaticDiagrams.ts).
 */
export function innerHtmlAttribute(html: string) {
  const estree = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ExpressionStatement',
        expression: {
          type: 'ObjectExpression',
          properties: [
            {
              type: 'Property',
              kind: 'init',
              method: false,
              shorthand: false,
              computed: false,
              key: {type: 'Identifier', name: '__html'},
              value: {type: 'Literal', value: html},
            },
          ],
        },
      },
    ],
  };
  return {type: 'mdxJsxAttribute', name: 'dangerouslySetInnerHTML', value: {type: 'mdxJsxAttributeValueExpression', value: '', data: {estree}}};
}
