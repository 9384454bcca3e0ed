const gc = globalThis.gc
const m = () => { gc(); const u = process.memoryUsage(); return `rss ${(u.rss/1e6).toFixed(1)} heap ${(u.heapUsed/1e6).toFixed(1)}` }
console.log('start', m())
for (const name of (process.argv[2]||'').split(',')) { await import(name); console.log(name, m()) }
