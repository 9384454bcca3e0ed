/**
 * What the render thread's copy of the build gets in place of each server-only package (decision 0065): one callable,
 * chainable stand-in, so the modules that import them still load (a table declared with drizzle at the top of a
 * module, a config built with Payload) without loading the packages themselves. The render thread only renders: the
 * loaders and actions that use these packages run in the request's thread. Anything that reads a value from it gets
 * the stand-in again; nothing in a page's rendering may depend on one, and the render equality tests and the whole
 * end-to-end suite render through this copy.
 */
const handler = {
  get: (_target, key) => (key === '__esModule' ? false : key === Symbol.toPrimitive ? () => '' : key === 'then' ? undefined : standIn),
  apply: () => standIn,
  construct: () => standIn,
  // esbuild's interop builds each `import { name }` object on the module's prototype: every name is found here.
  getPrototypeOf: () => standIn,
}
const standIn = new Proxy(function serverOnly() {}, handler)
module.exports = standIn
