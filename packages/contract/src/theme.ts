// A brand's colours: the web app applies them as CSS variables.
import { z } from 'zod';

export const themeSchema = z.object({
  primary: z.string(),
  onPrimary: z.string(),
  accent: z.string(),
  background: z.string(),
  surface: z.string(),
  text: z.string(),
});
export type Theme = z.infer<typeof themeSchema>;
