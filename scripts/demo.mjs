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
  // Only this machine reaches the demo (anyone reaching it can sign in as a demo teacher): HOST=0.0.0.0 opens it, and the
  // development identity provider then also needs DEV_SSO_ON_NETWORK=1 and DEV_SSO_ON_NETWORK_CONFIRM (see the README).
  HOST: process.env.HOST ?? '127.0.0.1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? secrets.PAYLOAD_SECRET,
  SESSION_SECRET: process.env.SESSION_SECRET ?? secrets.SESSION_SECRET,
})
await import('../build/server/server.js')
