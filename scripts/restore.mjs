// `npm run restore -- <backup>` (after a build, with the server stopped): checks the backup against its checksums and
// puts it in place of DATABASE_URI's file and MEDIA_DIR, keeping what it replaces (app/lib/backup.server.ts).
const { restoreCommand } = await import('../build/server/backup-cli.js')
process.exitCode = await restoreCommand(process.argv.slice(2))
