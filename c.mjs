import { DEFAULT_THEME } from '@mantine/core';
const lum = (hex) => { const n = parseInt(hex.slice(1), 16); return [n >> 16, (n >> 8) & 255, n & 255].map((v) => { v /= 255; return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }).reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0); };
const cr = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return ((x + 0.05) / (y + 0.05)).toFixed(2); };
const C = DEFAULT_THEME.colors;
console.log('dark', C.dark.join(' '), 'gray', C.gray.join(' '));
for (const [name, shades] of Object.entries(C)) {
  console.log(name.padEnd(7), 'onWhite', shades.map((s) => cr(s, '#ffffff')).join(' '), '| onDark7', shades.map((s) => cr(s, C.dark[7])).join(' '));
}
import { brands } from '@portal/contract/brands';
for (const b of Object.values(brands)) { const t = b.theme; const l = t.primaryShades[t.primaryShade.light], d = t.primaryShades[t.primaryShade.dark];
 console.log(b.variant, 'filledL/white', cr(l,'#ffffff'), 'filledD/white', cr(d,'#ffffff'), 'anchorL', cr(l,'#ffffff'), 'anchorD(4)', cr(t.primaryShades[4], C.dark[7]), 'hdr', cr(t.headerBackground.light,t.headerText.light), cr(t.headerBackground.dark,t.headerText.dark), 'shade9/1', cr(t.primaryShades[9], t.primaryShades[1]), t.primaryShade.light, t.primaryShade.dark);}
