import { AppConfig, ConfigError, loadConfig } from './app-config';

/** For the processes' entry points: the validated config, or a one-line reason and exit code 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
