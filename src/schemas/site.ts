/** PLACEHOLDER: site-wide words (labels, navigation, ui). */
import { z } from 'astro/zod';

export const labelsSchema = z.looseObject({});
export const navigationSchema = z.looseObject({});
export const uiSchema = z.looseObject({});
