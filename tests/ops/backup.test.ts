import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startBuiltServer, tempDataDir } from './support/built-server'
import type { BuiltServer } from './support/built-server'

// A backup taken while the site takes writes, restored into a fresh folder and served (decision 0033). Needs
// `npm run build`.

const STAFF = { email: 'backup.staff@example.nz', password: 'Kia-ora-Backup-Test-2026' }
const servers: BuiltServer[] = []
const folders: string[] = []

/** Runs `npm run backup`/`npm run restore`'s script with the given data folders; resolves with its code and output. */
function script(name: 'backup' | 'restore', env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [`scripts/${name}.mjs`, ...args], { cwd: path.resolve(import.meta.dirname, '../..'), env: { PATH: process.env.PATH, ...env } as unknown as NodeJS.ProcessEnv })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.once('exit', (code) => resolve({ code, output: output.trim() }))
  })
}

/** The permission bits of a file or folder, as `chmod` writes them. */
const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8)

const dataEnv = (dir: string) => ({ DATABASE_URI: `file:${path.join(dir, 'app.db')}`, MEDIA_DIR: path.join(dir, 'media') })

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL')
  await Promise.all(servers.map((server) => server.exited))
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
})

describe('backup and restore', () => {
  it('a backup taken during a stream of writes holds every write acknowledged before it began, and serves once restored', async () => {
    const live = await startBuiltServer(folders[folders.push(tempDataDir('backup-live')) - 1], { DISABLE_JOBS: '1', RATE_LIMIT_FORMS_PER_IP: '100000' })
    servers.push(live)
    const registered = await fetch(`${live.base}/cms-api/staff/first-register`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ ...STAFF, name: 'Backup staff' }) })
    expect(registered.status, await registered.text()).toBe(200)

    // Four visitors send contact enquiries back to back; each acknowledged one (the redirect) is noted.
    const page = await fetch(`${live.base}/contact`)
    const cookie = page.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const securityId = /name="SecurityID" value="([^"]+)"/.exec(await page.text())![1]
    const acknowledged: string[] = []
    let writing = true
    let sent = 0
    const writer = async () => {
      while (writing) {
        const name = `Write ${sent++}`
        const answer = await fetch(`${live.base}/contact`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
          body: new URLSearchParams({ SecurityID: securityId, Name: name, Email: 'writer@example.nz', Interest: 'school' }),
        })
        await answer.arrayBuffer()
        expect(answer.status).toBe(302)
        acknowledged.push(name)
      }
    }
    const writers = Array.from({ length: 4 }, writer)
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 20))

    const beforeBackup = [...acknowledged]
    const backupDir = folders[folders.push(tempDataDir('backup-dir')) - 1]
    const backup = await script('backup', { ...dataEnv(live.dataDir), BACKUP_DIR: backupDir })
    // Writes go on a little after it, then stop.
    const after = acknowledged.length + 8
    while (acknowledged.length < after) await new Promise((resolve) => setTimeout(resolve, 20))
    writing = false
    await Promise.all(writers)
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toMatch(/^Backup written: .+backup-\d{4}-\d{2}-\d{2}T[\d-]+Z \(\d+ files, [\d.]+ MB, \d+ ms\)$/)
    const backupFolder = /^Backup written: (.+) \(/.exec(backup.output)![1]
    const liveMedia = fs.readdirSync(path.join(live.dataDir, 'media')).sort()
    expect(liveMedia.length).toBeGreaterThan(0)
    // The whole database, for the server's user alone.
    expect([modeOf(backupFolder), modeOf(path.join(backupFolder, 'app.db')), modeOf(path.join(backupFolder, 'media')), modeOf(path.join(backupFolder, 'SHA256SUMS'))]).toEqual(['700', '600', '700', '600'])

    // A second request while one runs is refused (the lock), without a second backup.
    fs.writeFileSync(path.join(backupDir, '.backup.lock'), JSON.stringify({ pid: live.child.pid, host: (await import('node:os')).hostname(), startedAt: new Date().toISOString() }))
    const refused = await script('backup', { ...dataEnv(live.dataDir), BACKUP_DIR: backupDir })
    expect(refused.code).toBe(1)
    expect(refused.output).toMatch(/^Another backup is running since .+: this one is refused\./)
    expect(fs.readdirSync(backupDir).filter((name) => name.startsWith('backup-'))).toHaveLength(1)

    // A restore into the folder of the running server is refused (the database is in use), and changes nothing.
    const filesBefore = fs.readdirSync(live.dataDir).sort()
    const whileRunning = await script('restore', dataEnv(live.dataDir), [backupFolder])
    expect(whileRunning.code).toBe(1)
    expect(whileRunning.output).toBe(`The database ${path.join(live.dataDir, 'app.db')} is in use: stop every server on it (and let a backup under way finish), then restore again. Nothing was restored.`)
    expect(fs.readdirSync(live.dataDir).sort()).toEqual(filesBefore)
    expect((await fetch(`${live.base}/readyz`)).status).toBe(200)

    live.child.kill('SIGTERM')
    expect(await live.exited).toBe(0)

    // A damaged copy of the backup is refused, and the folder it was to replace stays as it was.
    const restored = folders[folders.push(tempDataDir('backup-restored')) - 1]
    const damaged = `${backupFolder}-damaged`
    fs.cpSync(backupFolder, damaged, { recursive: true })
    fs.truncateSync(path.join(damaged, 'app.db'), 4096)
    fs.writeFileSync(path.join(restored, 'app.db'), 'not yet')
    const refusedRestore = await script('restore', dataEnv(restored), [damaged])
    expect(refusedRestore.code).toBe(1)
    expect(refusedRestore.output).toBe(`The backup ${damaged} cannot be used: app.db does not match its checksum (truncated or changed). Nothing was restored.`)
    expect(fs.readdirSync(restored)).toEqual(['app.db'])
    expect(fs.readFileSync(path.join(restored, 'app.db'), 'utf8')).toBe('not yet')

    const restore = await script('restore', dataEnv(restored), [backupFolder])
    expect(restore.code, restore.output).toBe(0)
    expect([modeOf(restored), modeOf(path.join(restored, 'app.db')), modeOf(path.join(restored, 'media'))]).toEqual(['700', '600', '700'])
    expect(fs.readdirSync(path.join(restored, 'media')).sort()).toEqual(liveMedia)

    // The restored folder serves: every enquiry acknowledged before the backup began is there.
    const copy = await startBuiltServer(restored, { DISABLE_JOBS: '1' })
    servers.push(copy)
    const login = await fetch(`${copy.base}/cms-api/staff/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(STAFF) })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const list = await fetch(`${copy.base}/cms-api/contact-enquiries?limit=0&depth=0&where[name][like]=Write`, { headers: { Authorization: `JWT ${token}` } })
    expect(list.status).toBe(200)
    const names = new Set(((await list.json()) as { docs: { name: string }[] }).docs.map((doc) => doc.name))
    expect(beforeBackup.filter((name) => !names.has(name))).toEqual([])
    // Nothing but what was acknowledged or in flight: a backup holds no write that was never made.
    expect([...names].every((name) => Number(name.split(' ')[1]) < sent)).toBe(true)
    copy.child.kill('SIGTERM')
    expect(await copy.exited).toBe(0)
  }, 180_000)

  it('`npm run backup` refuses a BACKUP_DIR other users may write to, and makes a missing one 0700', async () => {
    const data = folders[folders.push(tempDataDir('backup-modes')) - 1]
    const client = (await import('@libsql/client')).createClient({ url: `file:${path.join(data, 'app.db')}` })
    await client.execute('CREATE TABLE notes (body TEXT)')
    client.close()
    const open = path.join(data, 'open-backups')
    fs.mkdirSync(open)
    fs.chmodSync(open, 0o777)
    const refused = await script('backup', { ...dataEnv(data), BACKUP_DIR: open })
    expect(refused.code).toBe(1)
    expect(refused.output).toBe(`BACKUP_DIR ${open} can be written by every user of this machine (mode 0777): make it the server's user's alone (chmod 700 ${open}), then back up again. Nothing was backed up.`)
    expect(fs.readdirSync(open)).toEqual([])

    const made = path.join(data, 'backups', 'nightly')
    const written = await script('backup', { ...dataEnv(data), BACKUP_DIR: made })
    expect(written.code, written.output).toBe(0)
    expect([modeOf(path.join(data, 'backups')), modeOf(made)]).toEqual(['700', '700'])
    const [backup] = fs.readdirSync(made).filter((name) => name.startsWith('backup-'))
    expect(fs.readdirSync(path.join(made, backup)).map((name) => [name, modeOf(path.join(made, backup, name))])).toEqual(
      expect.arrayContaining([['app.db', '600'], ['manifest.json', '600'], ['SHA256SUMS', '600']]),
    )
  })
})
