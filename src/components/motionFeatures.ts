// framer-motion's animation features, split out so LazyMotion can load them on first use
// instead of shipping them with the first view.
export { domAnimation as default } from 'framer-motion';
