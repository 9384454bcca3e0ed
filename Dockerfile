# Production image: one Node process serving the site, the Payload admin and the API.
# Node 22 LTS (security fixes until April 2027; its npm 10 installs the lockfile, see the README). The code also runs on Node 20.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Dependency patches (decision 0021) are applied by npm ci's postinstall.
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-bookworm-slim
# tini as PID 1 passes SIGTERM/SIGINT on to node, which drains (decision 0033), and reaps what exits.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# Two malloc arenas (decision 0096): glibc's default, eight a core, held ~60 MB more after the bench's load.
ENV MALLOC_ARENA_MAX=2
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATABASE_URI=file:/data/app.db MEDIA_DIR=/data/media OUTBOX_DIR=/data/outbox BACKUP_DIR=/data/backups
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# On SIGTERM the server drains for up to SHUTDOWN_GRACE_MS (25 s): stop with `docker stop -t 30` (or
# stop_grace_period: 30s, terminationGracePeriodSeconds: 30), or Docker kills it after its default 10 s.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
# A 384 MB old space: V8 otherwise lets the heap grow under load far past what the server needs (decision 0021).
CMD ["node", "--max-old-space-size=384", "build/server/server.js"]
