// Module hooks for scripts/trace/loaders.ts: a page's stylesheet import (a Remix `links` URL) is an empty module there.
export async function load(url, context, next) {
  if (url.split('?')[0].endsWith('.css')) return { format: 'module', source: 'export default ""', shortCircuit: true }
  return next(url, context)
}
