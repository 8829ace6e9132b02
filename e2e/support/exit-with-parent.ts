/*
 * Loaded into a journey's server process before the server (node --import): the server stops when the Playwright
 * worker that started it is gone, however it went (a crash, a kill, the end of the run), so that no server of a
 * journey outlives it. The worker holds the other end of this process's stdin; when the worker exits the pipe closes.
 */
process.stdin.on('close', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.on('error', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.resume();
