/** Lets the browser handle input and paint before the next piece of start-up work. */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
