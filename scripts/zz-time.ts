import { performance } from 'node:perf_hooks'
process.env.DATABASE_URI = 'file:/tmp/rm-bench-TmYIPR/bench.db'
process.env.PAYLOAD_SECRET = 'bench-payload-secret-bench-payload-secret-01'
process.env.SESSION_SECRET = 'bench-session-secret-bench-session-secret-01'
process.env.DISABLE_JOBS = '1'
const { bootstrap } = await import('/work/wt-35/server/boot')
const payload = await bootstrap()
const { startUserSession } = await import('/work/wt-35/app/utils/session.server')
const cookie = (await startUserSession(new Request('http://localhost/'), { id: 100000, collection: 'role-models' })).split(';')[0]
const { requireRoleModel } = await import('/work/wt-35/app/utils/auth.server')
const { getInvitation } = await import('/work/wt-35/app/domain/invitations/invitations.server')
const { getRootData } = await import('/work/wt-35/app/root-data.server')
const log: string[] = []
for (const name of ['find', 'findByID', 'count', 'findGlobal'] as const) {
  const orig = (payload as any)[name].bind(payload)
  ;(payload as any)[name] = async (args: any) => { const t = performance.now(); const r = await orig(args); log.push(`${name} ${args.collection ?? args.slug} ${(performance.now() - t).toFixed(1)}ms docs=${r?.docs?.length ?? (r?.totalDocs ?? '')}`); return r }
}
const run = async () => {
  const request = new Request('http://localhost/role-model/events/300000', { headers: { Cookie: cookie } })
  await getRootData(request, 'n')
  const roleModel = await requireRoleModel(request)
  log.push('-- loader')
  await getInvitation({ payload, roleModel, eventId: '300000' })
}
for (let i = 0; i < 5; i++) await run()
log.length = 0
const t = performance.now()
await run()
console.log('total', (performance.now() - t).toFixed(1))
console.log(log.join('\n'))
process.exit(0)
