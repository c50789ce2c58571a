// Process entry: read configuration, build dependencies, listen, and shut down gracefully on
// SIGTERM/SIGINT (stop accepting, finish in-flight requests, close stores, exit in bounded time).
// Only configuration is imported up front: a bad setting is reported before the rest of the
// app (SDKs, WordNet, scenario library) is even loaded.
import { ConfigError, loadConfig, loadDotEnv } from './config.js';

async function main(): Promise<void> {
  let config;
  try {
    loadDotEnv();
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const [{ createApp }, { buildDeps }, { startHttpServer }, { createLogger }, { preloadWordNet, preloadKnowledge, preloadNlp }, { startupWarnings }, { preloadCritic }] = await Promise.all([
    import('./app.js'),
    import('./bootstrap.js'),
    import('./http/http-server.js'),
    import('./logger.js'),
    import('./maps/index.js'),
    import('./startup-warnings.js'),
    import('./content/index.js'),
  ]);
  const logger = createLogger(config.log.level);
  const deps = buildDeps(config, logger);
  // Each engine is checked before anything is built on it: one line names the one not answering.
  try {
    await deps.records.ping();
  } catch (err) {
    const { unreachableReason } = await import('./storage/sql-engine.js');
    // Worded as the Redis line is: the engine, where (no password), the setting, the reason.
    console.error(`cannot reach ${deps.records.where} (${deps.records.dialect === 'postgres' ? 'DATABASE_URL' : 'DATA_DIR'}): ${unreachableReason(err)}`);
    process.exit(1);
  }
  let built: Awaited<ReturnType<typeof createApp>>;
  try {
    // Building the areas reads and checks their resource files (scenarios, the analytics
    // taxonomy): a broken one stops start-up with one line naming it.
    built = await createApp(deps);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  // Load WordNet (~20 MB) now rather than on the first map request (about 0.1-0.2 s).
  logger.info({ ms: Math.round(preloadWordNet()) }, 'wordnet loaded');
  // The knowledge base is validated here: a broken resource file stops start-up, naming it.
  try {
    logger.info({ ms: Math.round(preloadKnowledge()) }, 'knowledge base loaded');
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  preloadNlp();
  const running = await startHttpServer(built.app, config.server, logger);
  // mathjs, alex's phrase index and a first pass of every critic check (about 1 s of CPU), so the
  // first critique costs what any other does; after listening, so start-up is not slower for it.
  preloadCritic().then(
    (ms) => logger.info({ ms: Math.round(ms) }, 'critic loaded'),
    (err: unknown) => logger.warn({ err }, 'critic warm-up failed; the first critique will load what it needs'),
  );
  const base = config.server.publicBaseUrl ?? running.url;
  logger.info({ url: base, pid: process.pid, providers: deps.llm.configured() }, `listening on ${base}`);
  for (const warning of startupWarnings(config)) logger.warn({ setting: warning.setting }, warning.message);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Hard deadline for the whole process, a little past the HTTP drain deadline. Set before
    // anything that could throw (a log line to a closed pipe), so shutdown can never hang.
    setTimeout(() => process.exit(1), config.server.shutdownTimeoutMs + 2000).unref();
    logger.info({ signal }, 'shutting down');
    const clean = await running.shutdown();
    await built.close();
    await deps.records.close();
    logger.info({ clean }, 'stopped');
    process.exit(clean ? 0 : 1);
  };
  const onSignal = (signal: string) => stop(signal).catch(() => process.exit(1));
  process.on('SIGTERM', () => void onSignal('SIGTERM'));
  process.on('SIGINT', () => void onSignal('SIGINT'));
  // A parent that went away (npm killed, a closed terminal) must not wedge the process on EPIPE.
  process.stdout.on('error', () => undefined);
  process.stderr.on('error', () => undefined);
}

main().catch((err: unknown) => {
  console.error(`Start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
