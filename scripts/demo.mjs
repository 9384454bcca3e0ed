// Starts the built product on its embedded database with demo data and the local identity provider.
// Secrets for this demo are generated once into data/demo-secrets.json, so sessions survive a restart.
import crypto from 'node:crypto'
import fs from 'node:fs'

const file = 'data/demo-secrets.json'
fs.mkdirSync('data', { recursive: true })
if (!fs.existsSync(file)) {
  const secret = () => crypto.randomBytes(32).toString('hex')
  fs.writeFileSync(file, JSON.stringify({ PAYLOAD_SECRET: secret(), SESSION_SECRET: secret() }), { mode: 0o600 })
}
const secrets = JSON.parse(fs.readFileSync(file, 'utf8'))
Object.assign(process.env, {
  NODE_ENV: 'production',
  SEED_DEMO: '1',
  DEV_SSO: process.env.DEV_SSO ?? '1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? secrets.PAYLOAD_SECRET,
  SESSION_SECRET: process.env.SESSION_SECRET ?? secrets.SESSION_SECRET,
})
await import('../build/server/server.js')
