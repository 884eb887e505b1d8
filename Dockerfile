# syntax=docker/dockerfile:1
# Node 26, the active LTS line. Not 24: its V8 takes some 600 MiB for a moment to optimise
# PostgreSQL's parser in PGlite's WebAssembly, once per database opened, which a 512 MiB container
# cannot hold (decision 036). The tests run on Node 20 (what the development and CI machines
# have), and package.json's engines says so.
ARG NODE_VERSION=26
# Build stage: all dependencies, then the esbuild bundle and the embedded database's template.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The template's cache (node_modules/.cache) is the build's; the image carries its copy in dist/.
RUN npm run build && npm prune --omit=dev && rm -rf node_modules/.cache

# Runtime stage: the bundle, production dependencies, migrations and site config; no sources.
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/config ./config
RUN mkdir -p /data && chown node:node /data
# The embedded database and the stored images; a named volume keeps them across containers. A
# bind mount must belong to uid 1000, the node user.
VOLUME /data
USER node
EXPOSE 3000
# A first start seeds the demo set (SEED_DEMO) before it answers: 15–20 s on a quiet two-core
# machine, 91–95 s in a container before decision 036, over 150 s on a busy machine. Checks that
# fail in the start period do not count, and the first that passes ends it, so it is generous: a
# slow first start is not called unhealthy, and a quick one is healthy as soon as it serves.
HEALTHCHECK --interval=10s --timeout=3s --start-period=300s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The heap budget of package.json's config.nodeOptions and the allocator settings of its
# config.allocatorEnv, as `npm start` runs them (decisions 025 and 026). exec makes node the
# container's first process: run it under an init (`docker run --init`, compose's `init: true`),
# which reaps and passes on signals, and give it a stop timeout above SHUTDOWN_TIMEOUT_MS (10 s by
# default; Docker's own is 10 s too): `docker run --stop-timeout 30`, compose's stop_grace_period.
CMD ["sh", "-c", "exec env $(node -p \"require('./package.json').config.allocatorEnv\") node $(node -p \"require('./package.json').config.nodeOptions\") dist/server.js"]
