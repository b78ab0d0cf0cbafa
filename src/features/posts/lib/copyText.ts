/** The shared clipboard helper (src/lib/copyText.ts), where the post's share buttons look for it. */
export { copyText } from '../../../lib/copyText';
