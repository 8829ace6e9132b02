import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { colourTokenNames, mantineSemanticColours } from '../shared/ui/colour-tokens';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** A component file in a feature slice: where the rule must hold. */
const componentPath = `${repositoryRoot}apps/web/src/features/funds/research/colour-probe.tsx`;
const rawColourMessage = /semantic theme tokens \(ADR 022\)/;

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: repositoryRoot });
});

/** The raw-colour errors the project's lint config reports for one JSX expression in a component. */
async function colourErrors(jsx: string): Promise<string[]> {
  const source = `export function ColourProbe({ on }: { readonly on: boolean }) {\n  return ${jsx};\n}\n`;
  const [result] = await eslint.lintText(source, { filePath: componentPath });
  return (result?.messages ?? []).filter((message) => rawColourMessage.test(message.message)).map((m) => m.message);
}

describe('the raw-colour lint rule (eslint.config.js, ADR 022)', () => {
  it.each([
    ['a colour name in color', '<Alert color="red">x</Alert>'],
    ['a colour name in c', '<Text c="orange">x</Text>'],
    ['a shade of a colour', '<Text c="red.7">x</Text>'],
    ['a colour in bg', '<Box bg="gray.0">x</Box>'],
    ['a colour in a ternary', "<Text c={on ? 'teal' : 'dimmed'}>x</Text>"],
    ['a colour as a fallback', "<Text c={on && 'red'}>x</Text>"],
    ['a colour in an expression', "<Badge color={'yellow'}>x</Badge>"],
    ['a hex colour in a style', "<span style={{ color: '#ff0000' }}>x</span>"],
    ['a named colour as a style background', "<span style={{ backgroundColor: 'red' }}>x</span>"],
  ])('fires on %s', async (_case, jsx) => {
    expect(await colourErrors(jsx)).toHaveLength(1);
  });

  it.each([...colourTokenNames, ...mantineSemanticColours])(
    'lets the token %s through (its list equals colour-tokens.ts)',
    async (token) => {
      expect(
        await colourErrors(`<Text c="${token}" bg="${token}"><Badge color={on ? '${token}' : undefined} /></Text>`),
      ).toEqual([]);
    },
  );

  it('lets theme variables, inherit and conditions that are not colours through', async () => {
    expect(
      await colourErrors(
        `<Box bg="var(--mantine-color-default-hover)" style={{ color: 'inherit', fill: 'var(--mantine-color-dimmed)' }}><Text c={on ? 'gain' : 'loss'} /></Box>`,
      ),
    ).toEqual([]);
    // The comparison's strings are not colours: only the ternary's results are checked.
    expect(await colourErrors(`<Text c={String(on) === 'up' ? 'gain' : undefined} />`)).toEqual([]);
  });
});
