import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createClient } from '@libsql/client'
import { backupsToDelete } from './backup-retention'
import { getEnv, isMongo } from './env.server'
import { log } from './logger.server'
import type { BackupEntry } from './backup-retention'

/**
 * Backups of the embedded SQLite database and the media folder, and their restore (decision 0033). A backup is a
 * folder `backup-<UTC time>` in BACKUP_DIR holding `app.db` (SQLite's `VACUUM INTO`: a consistent copy taken in one
 * read transaction while the site keeps writing), `media/`, `manifest.json` and `SHA256SUMS` (the format
 * `sha256sum -c` reads). It is written as `<name>.partial` and renamed once complete, so a folder without that
 * suffix is a whole backup. One backup at a time: a lock file made with O_EXCL in BACKUP_DIR. A backup is the whole
 * database (password hashes, phone numbers, vetting records): BACKUP_DIR and every folder and file of a backup are the
 * server's user's alone (0700 and 0600), and a BACKUP_DIR other users may write to is refused.
 */
export class BackupError extends Error {
  override name = 'BackupError'
}

const LOCK_FILE = '.backup.lock'
const SUMS = 'SHA256SUMS'
const MANIFEST = 'manifest.json'
const DATABASE = 'app.db'
const PREFIX = 'backup-'

type Manifest = { format: 1; createdAt: string; database: string; files: number; bytes: number }

export type BackupResult = { name: string; dir: string; files: number; bytes: number; ms: number }

/** The database file of a `file:` address; MongoDB and remote databases have none of ours to copy. */
export function databaseFile(databaseUri: string): string {
  if (/^mongodb(\+srv)?:\/\//.test(databaseUri)) {
    throw new BackupError("The database is MongoDB: back it up with MongoDB's own tools (mongodump, mongorestore) or your managed service's backups.")
  }
  if (!databaseUri.startsWith('file:')) throw new BackupError(`Only a SQLite file (file:...) can be backed up here, not ${databaseUri.split(':')[0]}:`)
  return path.resolve(databaseUri.slice('file:'.length).split('?')[0])
}

/** A backup's folder name for its time: `backup-2026-11-26T03-00-00-000Z`. */
export const backupName = (date: Date) => PREFIX + date.toISOString().replace(/[:.]/g, '-')

/** The time a backup's folder name holds, or null for any other name. */
export function backupTime(name: string): Date | null {
  const match = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/.exec(name)
  if (!match) return null
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The whole backups in a folder, newest first. */
export function listBackups(backupDir: string): BackupEntry[] {
  if (!fs.existsSync(backupDir)) return []
  return fs
    .readdirSync(backupDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const createdAt = backupTime(entry.name)
      return createdAt ? [{ name: entry.name, createdAt }] : []
    })
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
}

/** Folders and files of backups, and what a restore puts in place: for the server's user alone. */
const PRIVATE_DIR = 0o700
const PRIVATE_FILE = 0o600

/**
 * Makes BACKUP_DIR (for the server's user alone) or checks the one there: one that other users may write to is refused,
 * as they could replace or delete backups, or put their own in.
 */
export function prepareBackupDir(backupDir: string): void {
  if (!fs.existsSync(backupDir)) {
    fs.mkdirSync(backupDir, { recursive: true, mode: PRIVATE_DIR })
    fs.chmodSync(backupDir, PRIVATE_DIR)
    return
  }
  const mode = fs.statSync(backupDir).mode & 0o777
  if (mode & 0o022) {
    const who = mode & 0o002 ? 'every user of this machine' : 'its group'
    throw new BackupError(`BACKUP_DIR ${backupDir} can be written by ${who} (mode ${mode.toString(8).padStart(4, '0')}): make it the server's user's alone (chmod 700 ${backupDir}), then back up again. Nothing was backed up.`)
  }
}

/** Every folder under `dir` (itself included) 0700 and every file 0600. */
function makePrivate(dir: string): void {
  fs.chmodSync(dir, PRIVATE_DIR)
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) makePrivate(full)
    else if (entry.isFile()) fs.chmodSync(full, PRIVATE_FILE)
  }
}

type LockHolder = { pid: number; host: string; startedAt: string }

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes the backup lock (a file created with O_EXCL, so two processes cannot both make it) and returns its release.
 * A lock left by a process of this machine that no longer runs is taken over; any other refuses this backup.
 */
export function acquireBackupLock(backupDir: string): () => void {
  prepareBackupDir(backupDir)
  const file = path.join(backupDir, LOCK_FILE)
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', PRIVATE_FILE)
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() } satisfies LockHolder))
      fs.closeSync(fd)
      return () => fs.rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let holder: LockHolder | null = null
    try {
      holder = JSON.parse(fs.readFileSync(file, 'utf8')) as LockHolder
    } catch {
      // Being written this instant, or unreadable: treated as held.
    }
    if (attempt === 0 && holder && holder.host === os.hostname() && !isAlive(holder.pid)) {
      // Renamed away (atomic) rather than deleted, so two processes cannot both remove it and then one the other's.
      try {
        fs.renameSync(file, `${file}.stale-${process.pid}`)
        fs.rmSync(`${file}.stale-${process.pid}`, { force: true })
      } catch {
        // Another process took it over first: try again, and be refused if it holds it now.
      }
      continue
    }
    const since = holder ? ` since ${holder.startedAt} (process ${holder.pid} on ${holder.host})` : ''
    throw new BackupError(`Another backup is running${since}: this one is refused. If none is running, delete ${file}.`)
  }
}

async function sha256(file: string): Promise<string> {
  const hash = crypto.createHash('sha256')
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name
      return entry.isDirectory() ? filesUnder(dir, relative) : entry.isFile() ? [relative] : []
    })
    .sort()
}

/** `mediaDir` null: the photos are in an S3 bucket (its own versioning or replication keeps them), not copied. */
type BackupOptions = { databaseUri: string; mediaDir: string | null; backupDir: string; now?: Date }

/** Writes a whole backup into `backupDir`, or throws (a BackupError when refused) leaving no partial folder. */
export async function createBackup({ databaseUri, mediaDir, backupDir, now = new Date() }: BackupOptions): Promise<BackupResult> {
  const database = databaseFile(databaseUri)
  const release = acquireBackupLock(backupDir)
  const started = performance.now()
  const name = backupName(now)
  const dir = path.join(backupDir, name)
  const partial = `${dir}.partial`
  try {
    if (fs.existsSync(dir)) throw new BackupError(`A backup named ${name} exists already.`)
    // Folders a crashed run left (this process holds the lock, so none is being written).
    for (const entry of fs.readdirSync(backupDir)) if (entry.endsWith('.partial')) fs.rmSync(path.join(backupDir, entry), { recursive: true, force: true })
    // Backups made before backups were private (0755 folders): closed to other users as well.
    for (const { name: earlier } of listBackups(backupDir)) fs.chmodSync(path.join(backupDir, earlier), PRIVATE_DIR)
    // Made 0700 before anything is written in it, so no file of it is ever readable by another user.
    fs.mkdirSync(partial, { mode: PRIVATE_DIR })
    fs.chmodSync(partial, PRIVATE_DIR)
    if (!fs.existsSync(database)) throw new BackupError(`There is no database at ${database}.`)
    const client = createClient({ url: `file:${database}` })
    try {
      // One read transaction: the copy holds every write committed before it began, and none half-done.
      await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(partial, DATABASE)] })
    } finally {
      client.close()
    }
    // Uploads are written once and never changed, so a copy after the database's holds every file it names (and
    // perhaps a few newer ones).
    if (mediaDir && fs.existsSync(mediaDir)) fs.cpSync(mediaDir, path.join(partial, 'media'), { recursive: true })
    const files = filesUnder(partial)
    const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(partial, file)).size, 0)
    const manifest: Manifest = { format: 1, createdAt: now.toISOString(), database: DATABASE, files: files.length + 1, bytes }
    fs.writeFileSync(path.join(partial, MANIFEST), JSON.stringify(manifest, null, 2), { mode: PRIVATE_FILE })
    const lines: string[] = []
    for (const file of [...files, MANIFEST].sort()) lines.push(`${await sha256(path.join(partial, file))}  ${file}`)
    fs.writeFileSync(path.join(partial, SUMS), lines.join('\n') + '\n', { mode: PRIVATE_FILE })
    // SQLite and the media copy make their files with the process's umask and the photos' own modes.
    makePrivate(partial)
    fs.renameSync(partial, dir)
    return { name, dir, files: manifest.files, bytes, ms: Math.round(performance.now() - started) }
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true })
    throw error
  } finally {
    release()
  }
}

/** Deletes the backups the retention rule (backup-retention.ts) lets go; returns their names. */
export function pruneBackups(backupDir: string): string[] {
  const deleted = backupsToDelete(listBackups(backupDir))
  for (const name of deleted) fs.rmSync(path.join(backupDir, name), { recursive: true, force: true })
  return deleted
}

/** Checks a backup folder against its checksums; throws a BackupError saying what is wrong. */
export async function verifyBackup(dir: string): Promise<Manifest> {
  const damaged = (why: string) => new BackupError(`The backup ${dir} cannot be used: ${why}. Nothing was restored.`)
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) throw damaged('there is no such backup folder')
  if (dir.endsWith('.partial')) throw damaged('it was never finished')
  if (!fs.existsSync(path.join(dir, SUMS))) throw damaged(`${SUMS} is missing`)
  const entries = fs
    .readFileSync(path.join(dir, SUMS), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => /^([0-9a-f]{64}) {2}(.+)$/.exec(line))
  if (entries.some((entry) => !entry)) throw damaged(`${SUMS} is damaged`)
  let manifest: Manifest
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')) as Manifest
  } catch {
    throw damaged(`${MANIFEST} is missing or unreadable`)
  }
  if (manifest.format !== 1) throw damaged(`its format ${String(manifest.format)} is not one this version reads`)
  if (entries.length !== manifest.files) throw damaged(`${SUMS} lists ${entries.length} files where the backup has ${manifest.files} (truncated)`)
  if (!entries.some((entry) => entry![2] === manifest.database)) throw damaged(`${SUMS} does not list the database`)
  for (const entry of entries) {
    const [, expected, file] = entry!
    const full = path.join(dir, file)
    if (path.relative(dir, full).startsWith('..')) throw damaged(`${SUMS} names a file outside the backup (${file})`)
    if (!fs.existsSync(full)) throw damaged(`${file} is missing`)
    if ((await sha256(full)) !== expected) throw damaged(`${file} does not match its checksum (truncated or changed)`)
  }
  return manifest
}

type RestoreOptions = { backup: string; databaseUri: string; mediaDir: string; now?: Date }

/**
 * Restores a backup into a stopped instance's data folder. The backup is checked first; a damaged one changes
 * nothing. The current database (with its -wal and -shm files) and media folder are kept beside the restored ones
 * as `*.before-restore-<time>`, never deleted. What it puts in place is the server's user's alone, as in the backup
 * (files 0600, folders 0700); a folder it makes for the database is 0700, and one there already keeps its mode.
 */
/**
 * Whether a process has the database open (a server, or a backup under way), through SQLite's own locks, so it works
 * across containers sharing the folder too: in WAL mode every open connection holds a shared lock on the file, and an
 * exclusive transaction in exclusive locking mode is refused while one does. Asked from a child process: a libsql
 * connection of this process, once opened on the file, keeps it locked here after it is closed. A file that does not
 * exist is not in use; one that is no database at all (SQLite says so) is for the restore to replace.
 */
export function databaseInUse(database: string): boolean {
  if (!fs.existsSync(database)) return false
  const probe = `
    import { createClient } from '@libsql/client'
    const client = createClient({ url: ${JSON.stringify(`file:${database}`)} })
    try {
      await client.execute('PRAGMA locking_mode=EXCLUSIVE')
      await client.execute('BEGIN EXCLUSIVE')
      await client.execute('COMMIT')
      console.log('free')
    } catch (error) {
      console.log(error.code === 'SQLITE_BUSY' ? 'busy' : 'free')
    }
    client.close()`
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', probe], { encoding: 'utf8', timeout: 30_000 })
  const answer = result.stdout.trim()
  if (answer !== 'busy' && answer !== 'free') throw new BackupError(`Could not tell whether the database ${database} is in use (${(result.stderr || String(result.error ?? '')).trim().split('\n')[0]}). Nothing was restored.`)
  return answer === 'busy'
}

const inUse = (database: string) =>
  new BackupError(`The database ${database} is in use: stop every server on it (and let a backup under way finish), then restore again. Nothing was restored.`)

export async function restoreBackup({ backup, databaseUri, mediaDir, now = new Date() }: RestoreOptions): Promise<{ keptAside: string[] }> {
  const database = databaseFile(databaseUri)
  // A running server would keep writing to the file moved aside, and lose what it wrote (decision 0034).
  if (databaseInUse(database)) throw inUse(database)
  const dir = path.resolve(backup)
  const manifest = await verifyBackup(dir)
  const stamp = now.toISOString().replace(/[:.]/g, '-')
  const stagedDatabase = `${database}.restoring`
  const stagedMedia = `${mediaDir}.restoring`
  if (!fs.existsSync(path.dirname(database))) fs.mkdirSync(path.dirname(database), { recursive: true, mode: PRIVATE_DIR })
  fs.rmSync(stagedDatabase, { force: true })
  fs.rmSync(stagedMedia, { recursive: true, force: true })
  try {
    // Written 0600 from its first byte (a copy would take the backup's mode, 0644 in a backup made before backups were
    // private), and the media folder made 0700 before anything is copied into it.
    await pipeline(fs.createReadStream(path.join(dir, manifest.database)), fs.createWriteStream(stagedDatabase, { mode: PRIVATE_FILE }))
    fs.chmodSync(stagedDatabase, PRIVATE_FILE)
    fs.mkdirSync(stagedMedia, { recursive: true, mode: PRIVATE_DIR })
    if (fs.existsSync(path.join(dir, 'media'))) fs.cpSync(path.join(dir, 'media'), stagedMedia, { recursive: true })
    makePrivate(stagedMedia)
    const client = createClient({ url: `file:${stagedDatabase}` })
    try {
      const check = await client.execute('PRAGMA integrity_check')
      if (String(check.rows[0]?.[0]) !== 'ok') throw new BackupError(`The backup ${dir} cannot be used: its database fails SQLite's integrity check. Nothing was restored.`)
    } finally {
      client.close()
    }
  } catch (error) {
    fs.rmSync(stagedDatabase, { force: true })
    fs.rmSync(stagedMedia, { recursive: true, force: true })
    throw error
  }
  if (databaseInUse(database)) {
    fs.rmSync(stagedDatabase, { force: true })
    fs.rmSync(stagedMedia, { recursive: true, force: true })
    throw inUse(database)
  }
  const keptAside: string[] = []
  for (const suffix of ['', '-wal', '-shm']) {
    if (!fs.existsSync(database + suffix)) continue
    const aside = `${database}.before-restore-${stamp}${suffix}`
    fs.renameSync(database + suffix, aside)
    keptAside.push(aside)
  }
  if (fs.existsSync(mediaDir)) {
    const aside = `${mediaDir}.before-restore-${stamp}`
    fs.renameSync(mediaDir, aside)
    keptAside.push(aside)
  }
  fs.renameSync(stagedDatabase, database)
  fs.renameSync(stagedMedia, mediaDir)
  return { keptAside }
}

/** The scheduled backup: when the newest is `everyHours` old or more, a new one, then the retention rule. */
export async function scheduledBackup(options: Omit<BackupOptions, 'now'> & { everyHours: number; now: Date }): Promise<{ created: BackupResult | null; deleted: string[] }> {
  if (options.everyHours <= 0) return { created: null, deleted: [] }
  const newest = listBackups(options.backupDir)[0]
  // A few minutes' slack, so a backup taken at 03:00:02 does not push the next one to the next hour's run.
  if (newest && options.now.getTime() - newest.createdAt.getTime() < options.everyHours * 3_600_000 - 10 * 60_000) return { created: null, deleted: [] }
  const created = await createBackup(options)
  return { created, deleted: pruneBackups(options.backupDir) }
}

/** The job queue's hourly task: a backup when one is due (never on MongoDB, or with BACKUP_EVERY_HOURS=0). */
export async function runScheduledBackup(now: Date): Promise<number> {
  const env = getEnv()
  if (isMongo(env.DATABASE_URI) || env.BACKUP_EVERY_HOURS === 0) return 0
  try {
    // Photos in an S3 bucket are not ours to copy (app/lib/media-storage.server.ts).
    const mediaDir = env.S3_BUCKET ? null : env.MEDIA_DIR
    const { created, deleted } = await scheduledBackup({ databaseUri: env.DATABASE_URI, mediaDir, backupDir: env.BACKUP_DIR, everyHours: env.BACKUP_EVERY_HOURS, now })
    if (created) log().info({ backup: created.name, files: created.files, bytes: created.bytes, ms: created.ms, deleted }, 'Backup written')
    return created ? 1 : 0
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    log().warn({ err: error }, 'Scheduled backup refused')
    return 0
  }
}
