/** The app's settings, read once at build time. Nothing else reads `import.meta.env`. */
import { z } from 'zod';

const flag = z
  .string()
  .optional()
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  VITE_API_ORIGIN: z
    .string()
    .optional()
    .transform((v) => (v ?? '').replace(/\/+$/, '')),
  VITE_BRAND_NAME: z.string().optional().default('BetPulse'),
  VITE_CONTACT_EMAIL: z.string().optional().default('hello@betpulse.example'),
  VITE_CONTACT_PHONE: z.string().optional().default('+91 98765 43210'),
  VITE_SUPPORT_EMAIL: z.string().optional().default('support@betpulse.example'),
  VITE_LEGACY_ADMIN: flag,
  VITE_LEGACY_ADMIN_USERNAME: z.string().optional().default(''),
  VITE_LEGACY_ADMIN_HASH: z.string().optional().default(''),
});

const parsed = schema.parse({ ...import.meta.env });
const orDefault = (v: string, d: string) => (v.trim() ? v : d);

export const env = {
  /** Origin of the backend; '' means the app's own origin. */
  apiOrigin: parsed.VITE_API_ORIGIN,
  brandName: orDefault(parsed.VITE_BRAND_NAME, 'BetPulse'),
  contactEmail: orDefault(parsed.VITE_CONTACT_EMAIL, 'hello@betpulse.example'),
  contactPhone: orDefault(parsed.VITE_CONTACT_PHONE, '+91 98765 43210'),
  supportEmail: orDefault(parsed.VITE_SUPPORT_EMAIL, 'support@betpulse.example'),
  legacyAdmin: parsed.VITE_LEGACY_ADMIN,
  legacyAdminUsername: parsed.VITE_LEGACY_ADMIN_USERNAME,
  legacyAdminHash: parsed.VITE_LEGACY_ADMIN_HASH,
} as const;
export type Env = typeof env;
