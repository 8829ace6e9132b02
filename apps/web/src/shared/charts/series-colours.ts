/* The colours of a line chart's series, in order: Mantine CSS variables, so they follow the colour scheme and brand. */

export const seriesColours = [
  'var(--mantine-primary-color-filled)',
  'var(--mantine-color-orange-6)',
  'var(--mantine-color-teal-6)',
  'var(--mantine-color-grape-6)',
  'var(--mantine-color-red-6)',
  'var(--mantine-color-cyan-6)',
] as const;

export function seriesColour(index: number): string {
  return seriesColours[index % seriesColours.length] ?? seriesColours[0];
}
