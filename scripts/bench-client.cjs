/**
 * autocannon's `setupClient` for the bench (scripts/bench.ts; a file so that BENCH_WORKERS' threads can load it too):
 * each connection drops the answers' bodies instead of keeping them. autocannon 8 and 9 append every chunk of every
 * answer to a string (`req.body += data` in lib/pipelinedRequestsQueue.js, upstream issue mcollina/autocannon#485),
 * even when nothing reads it; the bench reads no body. Decoding the 62 kB brotli entry script as text cost the load
 * generator five times what the server spent on it, so on two cores the built JavaScript's row measured autocannon:
 * 61-63% of /healthz without this against 206-234% with it (docs/performance/log.md, 2026-11-28).
 * This replaced patches/autocannon+8.0.0.patch (issue 48: a dependency patch stays only where it saves page CPU).
 * It reaches into autocannon's connection, so it fails loudly when that changes rather than measuring the generator.
 */
module.exports = function dropBodies(client) {
  const queue = client.pipelinedRequests
  if (!queue || typeof queue.addBody !== 'function') {
    throw new Error('scripts/bench-client.cjs: autocannon no longer keeps bodies in client.pipelinedRequests.addBody; update or remove this override')
  }
  queue.addBody = () => {}
}
