/** The app's version (package.json), which every archive's manifest records. */
import packageJson from '../../package.json' with { type: 'json' };

export const APP_VERSION: string = packageJson.version;
