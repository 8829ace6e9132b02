import { z } from 'zod';
import { colourModes, languages } from './language';

/** A language of SPEC §1 at a boundary: 'en', 'zh-HK' or 'zh-CN'. */
export const languageSchema = z.enum(languages);
/** A colour mode of SPEC §4 at a boundary: 'light' or 'dark'. */
export const colourModeSchema = z.enum(colourModes);
