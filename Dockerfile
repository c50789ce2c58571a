# syntax=docker/dockerfile:1
# Build stage: full install (TypeScript, native build of better-sqlite3), compile to dist/.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
# `prepare` (run by npm ci) calls scripts/build-if-stale.mjs; with no src/ yet it does nothing.
COPY package.json package-lock.json ./
COPY scripts/build-if-stale.mjs ./scripts/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
COPY web ./web
COPY resources/messages ./resources/messages
# tsc, then esbuild bundles web/ into dist/public (the runtime image has no esbuild).
RUN npm run build

# Runtime: production dependencies only, non-root, data in a volume. The compilers needed for
# better-sqlite3's native build are installed and removed in the same layer, so the image keeps none.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts/build-if-stale.mjs ./scripts/
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
 && npm ci --omit=dev --no-audit --no-fund \
 && npm cache clean --force \
 && apt-get purge -y python3 make g++ && apt-get autoremove -y && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/dist ./dist
COPY resources ./resources
# objects/ exists in the image so a volume mounted there alone (compose.yaml shares one between
# instances) starts owned by node, not root.
RUN mkdir -p /data/objects && chown -R node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/direct/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# node directly (not npm) so SIGTERM reaches the server and graceful shutdown runs.
# `npm run token -- --email E --role R` works here too: it is dist/cli/token.js under plain node.
CMD ["node", "dist/server.js"]
