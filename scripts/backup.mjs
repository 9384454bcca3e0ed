// `npm run backup` (after a build): a consistent copy of the live SQLite database and the media folder in BACKUP_DIR,
// with checksums, while the site serves (app/lib/backup.server.ts, decision 0033).
const { backupCommand } = await import('../build/server/backup-cli.js')
process.exitCode = await backupCommand()
