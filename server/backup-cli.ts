import fs from 'node:fs'
import path from 'node:path'
import { BackupError, createBackup, restoreBackup } from '../app/lib/backup.server'
import { EnvError, getEnv } from '../app/lib/env.server'

/**
 * `npm run backup` and `npm run restore -- <backup>` (scripts/backup.mjs, scripts/restore.mjs), for an operator: one
 * line of what happened, exit code 0, or one line of why not, exit code 1. Decision 0029.
 */
function settings() {
  try {
    return getEnv()
  } catch (error) {
    throw new BackupError(error instanceof EnvError ? error.message : String(error))
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

async function run(command: () => Promise<string>): Promise<number> {
  try {
    console.log(await command())
    return 0
  } catch (error) {
    if (!(error instanceof BackupError)) throw error
    console.error(error.message)
    return 1
  }
}

export function backupCommand(): Promise<number> {
  return run(async () => {
    const env = settings()
    const s3 = Boolean(env.S3_BUCKET)
    const result = await createBackup({ databaseUri: env.DATABASE_URI, mediaDir: s3 ? null : path.resolve(env.MEDIA_DIR), backupDir: path.resolve(env.BACKUP_DIR) })
    const photos = s3 ? ` Photos are in the S3 bucket ${env.S3_BUCKET}, not in the backup: keep them with the bucket's versioning or replication.` : ''
    return `Backup written: ${result.dir} (${result.files} files, ${megabytes(result.bytes)}, ${result.ms} ms)${photos}`
  })
}

export function restoreCommand(args: string[]): Promise<number> {
  return run(async () => {
    const env = settings()
    const [given] = args
    if (!given) throw new BackupError('Say which backup to restore: npm run restore -- <backup folder or its name in BACKUP_DIR>')
    const backup = fs.existsSync(given) ? path.resolve(given) : path.resolve(env.BACKUP_DIR, given)
    const { keptAside } = await restoreBackup({ backup, databaseUri: env.DATABASE_URI, mediaDir: path.resolve(env.MEDIA_DIR) })
    const aside = keptAside.length ? ` The data it replaced is kept as ${keptAside.join(', ')}.` : ''
    return `Restored ${backup} into ${env.DATABASE_URI} and ${env.MEDIA_DIR}.${aside} Start the server to use it.`
  })
}
