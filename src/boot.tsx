/**
 * Loads and starts the app (main.tsx calls it). Each import below is evaluated in a task of its
 * own, with a pause between them: evaluating React DOM and the app at once would keep a phone's
 * main thread busy for a quarter of a second, during which the page could not answer a tap.
 */
import { yieldToBrowser } from './lib/yieldToBrowser';

const dom = await import('react-dom/client');
await yieldToBrowser();
const { startApp } = await import('./app/start');
await yieldToBrowser();
await startApp(dom);
