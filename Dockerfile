# syntax=docker/dockerfile:1
# Node 20 reached its end of life on 2026-04-30; the image runs a supported LTS line. The tests run
# on Node 20 (what the development and CI machines have), and package.json's engines says so.
ARG NODE_VERSION=24
# Build stage: all dependencies, then the esbuild bundle.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

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
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The heap budget of package.json's config.nodeOptions and the allocator settings of its
# config.allocatorEnv, as `npm start` runs them (decisions 025 and 026).
CMD ["sh", "-c", "exec env $(node -p \"require('./package.json').config.allocatorEnv\") node $(node -p \"require('./package.json').config.nodeOptions\") dist/server.js"]
