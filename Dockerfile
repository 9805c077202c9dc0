# syntax=docker/dockerfile:1
# The marketplace in one image: the compiled api (api/dist) serving the built shell and remotes.
#   docker build -t reluxe .    (deploy/compose.yaml builds it too)

# --- build: every dependency, the front end (webpack) and the api (esbuild) ---
FROM node:24-bookworm-slim AS build
WORKDIR /app
# No browser downloads: the end-to-end tools are dev dependencies, never run here.
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY shared-contracts/package.json shared-contracts/
COPY shell/package.json shell/
COPY mfe-catalog/package.json mfe-catalog/
COPY mfe-checkout/package.json mfe-checkout/
COPY mfe-account/package.json mfe-account/
COPY mfe-admin/package.json mfe-admin/
COPY api/package.json api/
COPY e2e/package.json e2e/
# `npm install`, not `npm ci`: `npm ci` can fail on this lockfile over other platforms' optional
# native binaries (sharp, @node-rs/argon2, esbuild, @swc/core); `npm install` picks Linux's, as .ci/run does.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# --- server-deps: the api's own runtime packages, nothing of the front end ---
# The api bundles shared-contracts into api/dist, so the server installs as a one-workspace
# project from the same lockfile: no React, webpack, test or build tools in the runtime image.
FROM node:24-bookworm-slim AS server-deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY api/package.json api/
RUN npm pkg delete devDependencies \
  && npm pkg set workspaces='["api"]' --json \
  && npm pkg delete devDependencies -w api \
  && npm install --omit=dev --no-audit --no-fund \
  && mkdir -p api/node_modules

# --- runtime: only what runs ---
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
WORKDIR /app
COPY --from=server-deps /app/package.json /app/package-lock.json /app/.npmrc ./
COPY --from=server-deps /app/node_modules ./node_modules
# scripts/: `npm run seed` (scripts/seed.mjs runs api/dist/seed-cli.js in production).
COPY --from=build /app/scripts ./scripts
COPY --from=server-deps /app/api/package.json ./api/
COPY --from=server-deps /app/api/node_modules ./api/node_modules
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/shell/package.json ./shell/
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mfe-catalog/package.json ./mfe-catalog/
COPY --from=build /app/mfe-catalog/dist ./mfe-catalog/dist
COPY --from=build /app/mfe-checkout/package.json ./mfe-checkout/
COPY --from=build /app/mfe-checkout/dist ./mfe-checkout/dist
COPY --from=build /app/mfe-account/package.json ./mfe-account/
COPY --from=build /app/mfe-account/dist ./mfe-account/dist
COPY --from=build /app/mfe-admin/package.json ./mfe-admin/
COPY --from=build /app/mfe-admin/dist ./mfe-admin/dist
# The code stays root's (read-only to the server); only the data and releases folders are its own.
RUN mkdir -p data releases && chown node:node data releases
USER node
EXPOSE 3000
# Liveness: the process answers. Not /api/ready: an outage of Redis or the storage makes every
# replica unready at once, and the shop keeps serving without them (slim images have no curl).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "api/dist/main.js"]
