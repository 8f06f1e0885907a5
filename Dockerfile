# Trial Lens: one Bun process serving the API and the server-rendered pages.
# Build:  docker build -t trial-lens .
# Run:    docker run -p 3000:3000 -v trial-lens-data:/data -e OLLAMA_HOST=http://ollama:11434 trial-lens

FROM oven/bun:1.4 AS build
WORKDIR /app
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile
COPY . .
RUN bun run build

FROM oven/bun:1.4 AS prod-deps
WORKDIR /app
COPY package.json bun.lock ./
RUN bun install --frozen-lockfile --production

FROM oven/bun:1.4-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_PATH=/data/trial-lens.db
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json ./
# Production folders only: src/testing and src/e2e stay out, and .dockerignore drops tests and test data
# (bun scripts/image-files.ts lists what these lines ship; scripts/image-files.test.ts checks it).
COPY src/server ./src/server
COPY src/client ./src/client
COPY src/shared ./src/shared
COPY db ./db
COPY public ./public
COPY scripts/import-pubmed.ts ./scripts/import-pubmed.ts
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown bun:bun /data
USER bun
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["bun", "-e", "fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/api/health`).then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["bun", "src/server/main.ts"]
