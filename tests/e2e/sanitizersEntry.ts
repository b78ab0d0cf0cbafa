// Both of the browser's sanitisers, for sanitizers.spec.ts (built to one script there).
import { nativeSanitizer } from '../../src/lib/nativeSanitize';
import { sanitizePostHtml } from '../../src/lib/sanitize';

Object.assign(window, { sanitizers: { native: nativeSanitizer(), purify: sanitizePostHtml } });
