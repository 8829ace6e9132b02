import { ConfigError, loadConfig, type Config } from './platform/runtime/config';
import { startServer, type RunningServer } from './start';

/** How long a shutdown may take before the process gives up on in-flight requests and exits. */
const shutdownGraceMilliseconds = 10_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

function describeStartFailure(error: unknown, config: Config): string {
  // A setting the start refused (a simulated back end in production) says so in its own words.
  if (error instanceof ConfigError) return error.message;
  if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') {
    return `The portal could not start: port ${config.port} on ${config.host} is already in use; set PORT to a free port.`;
  }
  return `The portal could not start: ${error instanceof Error ? error.message : String(error)}`;
}

let config: Config;
try {
  config = loadConfig(process.env);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

let server: RunningServer;
try {
  server = await startServer(config);
} catch (error) {
  fail(describeStartFailure(error, config));
}

function shutDown(signal: NodeJS.Signals): void {
  server.app.log.info(`${signal} received: finishing requests in progress, then closing the database.`);
  const deadline = setTimeout(
    () => fail(`The portal did not stop within ${shutdownGraceMilliseconds / 1000} s; exiting anyway.`),
    shutdownGraceMilliseconds,
  );
  deadline.unref();
  server.close().then(
    () => process.exit(0),
    (error: unknown) =>
      fail(`The portal did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`),
  );
}

process.once('SIGINT', shutDown);
process.once('SIGTERM', shutDown);
