import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from '@libsql/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { BackupError, acquireBackupLock, backupName, createBackup, databaseInUse, listBackups, restoreBackup, scheduledBackup, verifyBackup } from './backup.server'

// Real files and a real SQLite database in a temporary folder (decision 0033).
let root: string
let databaseUri: string
let mediaDir: string
let backupDir: string

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rm-backup-'))
  databaseUri = `file:${path.join(root, 'live', 'app.db')}`
  mediaDir = path.join(root, 'live', 'media')
  backupDir = path.join(root, 'backups')
  fs.mkdirSync(path.join(mediaDir, 'photos'), { recursive: true })
  fs.writeFileSync(path.join(mediaDir, 'photos', 'a.jpg'), 'photo a')
  fs.writeFileSync(path.join(mediaDir, 'b.png'), 'photo b')
  const client = createClient({ url: databaseUri })
  await client.executeMultiple("PRAGMA journal_mode=WAL; CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('one'), ('two');")
  client.close()
})

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

/** The permission bits of a file or folder, as `chmod` writes them. */
const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8)

/** Every folder and file under `dir` (itself included) with its mode. */
const modesUnder = (dir: string): Record<string, string> => {
  const modes: Record<string, string> = { '.': modeOf(dir) }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    modes[path.relative(dir, path.join(entry.parentPath, entry.name))] = modeOf(path.join(entry.parentPath, entry.name))
  }
  return modes
}

const rowsOf = async (file: string) => {
  const client = createClient({ url: `file:${file}` })
  const rows = (await client.execute('SELECT body FROM notes ORDER BY body')).rows.map((row) => row.body)
  client.close()
  return rows
}

describe('the backup lock', () => {
  it('refuses a second backup while one holds it, and lets the next one in once released', () => {
    const release = acquireBackupLock(backupDir)
    expect(() => acquireBackupLock(backupDir)).toThrow(BackupError)
    expect(() => acquireBackupLock(backupDir)).toThrow(/^Another backup is running since .+ \(process \d+ on .+\): this one is refused\. If none is running, delete .+\.backup\.lock\.$/)
    release()
    acquireBackupLock(backupDir)()
  })

  it('takes over a lock left by a process of this machine that no longer runs', () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' }).stdout
    fs.mkdirSync(backupDir, { recursive: true })
    fs.writeFileSync(path.join(backupDir, '.backup.lock'), JSON.stringify({ pid: Number(gone), host: os.hostname(), startedAt: '2026-11-26T00:00:00.000Z' }))
    acquireBackupLock(backupDir)()
    expect(fs.existsSync(path.join(backupDir, '.backup.lock'))).toBe(false)
  })

  it('makes a requested backup wait for nothing: it is refused, and leaves no partial folder', async () => {
    const release = acquireBackupLock(backupDir)
    await expect(createBackup({ databaseUri, mediaDir, backupDir })).rejects.toThrow(/^Another backup is running/)
    release()
    expect(fs.readdirSync(backupDir)).toEqual([])
  })
})

describe('a backup', () => {
  it('holds the database and every media file, with checksums `sha256sum -c` accepts', async () => {
    const result = await createBackup({ databaseUri, mediaDir, backupDir, now: new Date('2026-11-26T03:00:00Z') })
    expect(result.name).toBe('backup-2026-11-26T03-00-00-000Z')
    expect(fs.readdirSync(result.dir).sort()).toEqual(['SHA256SUMS', 'app.db', 'manifest.json', 'media'])
    expect(await rowsOf(path.join(result.dir, 'app.db'))).toEqual(['one', 'two'])
    expect(fs.readFileSync(path.join(result.dir, 'media', 'photos', 'a.jpg'), 'utf8')).toBe('photo a')
    expect(fs.readFileSync(path.join(result.dir, 'SHA256SUMS'), 'utf8').split('\n').filter(Boolean).map((line) => line.slice(66))).toEqual(['app.db', 'manifest.json', 'media/b.png', 'media/photos/a.jpg'])
    expect(result.files).toBe(4)
    const check = spawnSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: result.dir, encoding: 'utf8' })
    if (check.error?.message.includes('ENOENT')) return // no sha256sum on this machine
    expect(check.status, check.stdout + check.stderr).toBe(0)
  })

  it('is readable by the server\'s user alone: BACKUP_DIR and every folder 0700, every file 0600, whatever the umask', async () => {
    // Photos as uploads leave them (readable by all), and the most open umask.
    fs.chmodSync(path.join(mediaDir, 'b.png'), 0o644)
    const umask = process.umask(0)
    try {
      const result = await createBackup({ databaseUri, mediaDir, backupDir: path.join(backupDir, 'nested') })
      expect(modeOf(backupDir)).toBe('700')
      expect(modeOf(path.join(backupDir, 'nested'))).toBe('700')
      expect(modesUnder(result.dir)).toEqual({
        '.': '700',
        'app.db': '600',
        'manifest.json': '600',
        SHA256SUMS: '600',
        media: '700',
        'media/b.png': '600',
        'media/photos': '700',
        'media/photos/a.jpg': '600',
      })
    } finally {
      process.umask(umask)
    }
  })

  it('closes a backup made before backups were private to other users when it makes the next one', async () => {
    const first = await createBackup({ databaseUri, mediaDir, backupDir, now: new Date('2026-11-25T03:00:00Z') })
    fs.chmodSync(first.dir, 0o755)
    await createBackup({ databaseUri, mediaDir, backupDir, now: new Date('2026-11-26T03:00:00Z') })
    expect(modeOf(first.dir)).toBe('700')
  })

  it('refuses a BACKUP_DIR its group or every user may write to, saying how to mend it, and writes nothing there', async () => {
    for (const [mode, who] of [[0o777, 'every user of this machine'], [0o770, 'its group'], [0o722, 'every user of this machine']] as const) {
      fs.mkdirSync(backupDir, { recursive: true })
      fs.chmodSync(backupDir, mode)
      const refusal = `BACKUP_DIR ${backupDir} can be written by ${who} (mode 0${mode.toString(8)}): make it the server's user's alone (chmod 700 ${backupDir}), then back up again. Nothing was backed up.`
      await expect(createBackup({ databaseUri, mediaDir, backupDir })).rejects.toThrow(refusal)
      await expect(scheduledBackup({ databaseUri, mediaDir, backupDir, everyHours: 24, now: new Date() })).rejects.toThrow(BackupError)
      expect(fs.readdirSync(backupDir)).toEqual([])
      expect(modeOf(backupDir)).toBe(mode.toString(8))
    }
    // Readable by others but writable by the server's user alone: backed up (each backup is 0700 itself).
    fs.chmodSync(backupDir, 0o755)
    const result = await createBackup({ databaseUri, mediaDir, backupDir })
    expect(modeOf(result.dir)).toBe('700')
  })

  it('is refused on MongoDB, pointing at its own tools', async () => {
    await expect(createBackup({ databaseUri: 'mongodb://db/programme', mediaDir, backupDir })).rejects.toThrow(
      "The database is MongoDB: back it up with MongoDB's own tools (mongodump, mongorestore) or your managed service's backups.",
    )
  })
})

describe('restoring', () => {
  const target = () => {
    const dir = path.join(root, 'restored')
    fs.mkdirSync(path.join(dir, 'media'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'app.db'), 'the current database')
    fs.writeFileSync(path.join(dir, 'media', 'current.jpg'), 'current photo')
    return { dir, databaseUri: `file:${path.join(dir, 'app.db')}`, mediaDir: path.join(dir, 'media') }
  }
  const untouched = (dir: string) => {
    expect(fs.readdirSync(dir).sort()).toEqual(['app.db', 'media'])
    expect(fs.readFileSync(path.join(dir, 'app.db'), 'utf8')).toBe('the current database')
    expect(fs.readdirSync(path.join(dir, 'media'))).toEqual(['current.jpg'])
  }

  it('refuses while a process has the database open, changing nothing, and goes ahead once it is closed', async () => {
    const { dir: backup } = await createBackup({ databaseUri, mediaDir, backupDir })
    const into = path.join(root, 'running')
    fs.mkdirSync(into)
    const running = { databaseUri: `file:${path.join(into, 'app.db')}`, mediaDir: path.join(into, 'media') }
    // A child process holds the database open as a server does (WAL), until told to stop.
    const holder = (await import('node:child_process')).spawn(process.execPath, ['--input-type=module', '-e', `
      import { createClient } from '@libsql/client'
      const client = createClient({ url: ${JSON.stringify(running.databaseUri)} })
      await client.execute('PRAGMA journal_mode=WAL')
      await client.execute('CREATE TABLE IF NOT EXISTS kept (x)')
      await client.execute("INSERT INTO kept VALUES ('written by the running server')")
      console.log('open')
      process.stdin.once('data', () => { client.close(); process.exit(0) })
    `], { cwd: process.cwd(), stdio: ['pipe', 'pipe', 'inherit'] })
    await new Promise((resolve) => holder.stdout!.once('data', resolve))
    try {
      expect(databaseInUse(path.join(into, 'app.db'))).toBe(true)
      await expect(restoreBackup({ backup, ...running })).rejects.toThrow(/is in use: stop every server on it .*Nothing was restored\.$/)
      expect(fs.readdirSync(into).filter((name) => name.includes('restor'))).toEqual([])
    } finally {
      holder.stdin!.write('stop\n')
      await new Promise((resolve) => holder.once('exit', resolve))
    }
    expect(databaseInUse(path.join(into, 'app.db'))).toBe(false)
    expect(databaseInUse(path.join(into, 'none.db'))).toBe(false)
    expect(fs.existsSync(path.join(into, 'none.db'))).toBe(false)
    await restoreBackup({ backup, ...running })
  })

  it('puts the backup in place and keeps what it replaced beside it', async () => {
    const { dir: backup } = await createBackup({ databaseUri, mediaDir, backupDir })
    const into = target()
    const { keptAside } = await restoreBackup({ backup, databaseUri: into.databaseUri, mediaDir: into.mediaDir, now: new Date('2026-11-26T04:00:00Z') })
    expect(await rowsOf(path.join(into.dir, 'app.db'))).toEqual(['one', 'two'])
    expect(fs.readdirSync(into.mediaDir).sort()).toEqual(['b.png', 'photos'])
    expect(keptAside.map((file) => path.basename(file))).toEqual(['app.db.before-restore-2026-11-26T04-00-00-000Z', 'media.before-restore-2026-11-26T04-00-00-000Z'])
    expect(fs.readFileSync(keptAside[0], 'utf8')).toBe('the current database')
  })

  it('puts the database in place 0600 and the photos 0600 in 0700 folders, even from a backup made before backups were private, leaving the folder\'s mode as it was', async () => {
    const { dir: backup } = await createBackup({ databaseUri, mediaDir, backupDir })
    // A backup as earlier versions wrote it: readable by all.
    for (const [file, mode] of [['.', 0o755], ['app.db', 0o644], ['media', 0o755], ['media/b.png', 0o644], ['media/photos', 0o755], ['media/photos/a.jpg', 0o644]] as const) fs.chmodSync(path.join(backup, file), mode)
    const into = target()
    fs.chmodSync(into.dir, 0o750)
    const umask = process.umask(0)
    try {
      await restoreBackup({ backup, databaseUri: into.databaseUri, mediaDir: into.mediaDir })
    } finally {
      process.umask(umask)
    }
    expect(await rowsOf(path.join(into.dir, 'app.db'))).toEqual(['one', 'two'])
    expect(modeOf(into.dir)).toBe('750')
    expect(modeOf(path.join(into.dir, 'app.db'))).toBe('600')
    expect(modesUnder(into.mediaDir)).toEqual({ '.': '700', 'b.png': '600', photos: '700', 'photos/a.jpg': '600' })

    // Into a folder that is not there yet: made 0700.
    const fresh = path.join(root, 'fresh', 'data')
    await restoreBackup({ backup, databaseUri: `file:${path.join(fresh, 'app.db')}`, mediaDir: path.join(fresh, 'media') })
    expect(modeOf(fresh)).toBe('700')
    expect(modeOf(path.join(fresh, 'app.db'))).toBe('600')
  })

  it('refuses a truncated database, leaving the current data untouched', async () => {
    const { dir: backup } = await createBackup({ databaseUri, mediaDir, backupDir })
    fs.truncateSync(path.join(backup, 'app.db'), 1024)
    const into = target()
    await expect(restoreBackup({ backup, databaseUri: into.databaseUri, mediaDir: into.mediaDir })).rejects.toThrow(
      `The backup ${backup} cannot be used: app.db does not match its checksum (truncated or changed). Nothing was restored.`,
    )
    untouched(into.dir)
  })

  it('refuses a backup whose checksum list was cut short, or a missing photo, or an unfinished backup', async () => {
    const { dir: backup } = await createBackup({ databaseUri, mediaDir, backupDir })
    const into = target()
    const sums = fs.readFileSync(path.join(backup, 'SHA256SUMS'), 'utf8')
    fs.writeFileSync(path.join(backup, 'SHA256SUMS'), sums.split('\n').slice(0, 2).join('\n'))
    await expect(verifyBackup(backup)).rejects.toThrow(/SHA256SUMS lists 2 files where the backup has 4 \(truncated\)\. Nothing was restored\.$/)
    fs.writeFileSync(path.join(backup, 'SHA256SUMS'), sums)
    fs.rmSync(path.join(backup, 'media', 'b.png'))
    await expect(restoreBackup({ backup, databaseUri: into.databaseUri, mediaDir: into.mediaDir })).rejects.toThrow(/media\/b\.png is missing\. Nothing was restored\.$/)
    fs.renameSync(backup, `${backup}.partial`)
    await expect(verifyBackup(`${backup}.partial`)).rejects.toThrow(/it was never finished/)
    untouched(into.dir)
  })
})

describe('the scheduled backup', () => {
  it('makes one when none is as recent as BACKUP_EVERY_HOURS, and lets old ones go by the retention rule', async () => {
    // Ten days of daily backups already there, as empty folders with their names.
    for (let day = 10; day >= 1; day--) fs.mkdirSync(path.join(backupDir, backupName(new Date(Date.UTC(2026, 10, 26 - day, 3)))), { recursive: true })
    const now = new Date('2026-11-26T02:55:00Z')
    const first = await scheduledBackup({ databaseUri, mediaDir, backupDir, everyHours: 24, now })
    expect(first.created?.name).toBe('backup-2026-11-26T02-55-00-000Z')
    // 11 backups on 11 days (16 to 26 November): the 7 latest days stay; the newest of weeks 48 and 47 (the 26th and
    // the 22nd) are among them, and there is no earlier week.
    expect(first.deleted).toEqual(['19', '18', '17', '16'].map((day) => `backup-2026-11-${day}T03-00-00-000Z`))
    expect(listBackups(backupDir)).toHaveLength(7)
    const again = await scheduledBackup({ databaseUri, mediaDir, backupDir, everyHours: 24, now: new Date('2026-11-26T23:40:00Z') })
    expect(again).toEqual({ created: null, deleted: [] })
    expect((await scheduledBackup({ databaseUri, mediaDir, backupDir, everyHours: 0, now: new Date('2026-12-26T00:00:00Z') })).created).toBeNull()
  })
})
