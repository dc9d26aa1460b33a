# syntax=docker/dockerfile:1
# The production image: compiled JavaScript (npm run build:api), production dependencies only, the web
# build, run as the unprivileged `node` user with NODE_ENV=production. One image for every role:
#   web / all : node api/dist/bundle/main.js            (ROLE=web or all)
#   worker    : node api/dist/bundle/main.js            (ROLE=worker)
#   migrate   : node api/dist/bundle/migrate.js migrate  (a one-shot step before new instances start)
# docs/deploy.md has the environment and the roles.

# 1. Build: every dependency, the web app and the API bundle.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY db/package.json db/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:api

# 2. Production dependencies of the server's workspaces only (no tsx, vite, vitest, web libraries).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY db/package.json db/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --omit=dev --no-audit --no-fund --workspace api --workspace db --workspace core \
  && npm cache clean --force

# 3. Run.
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/web/dist ./web/dist
COPY --from=build /app/db/seeds/media ./db/seeds/media
# Only DATA_DIR is written (STORAGE=local photos); mount a volume there, or use STORAGE=s3.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "api/dist/bundle/main.js"]
