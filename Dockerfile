# One image for both processes: `node backend/dist/bundle/main.js` (API) and `node backend/dist/bundle/worker.js`.
FROM node:22-bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends chromium fonts-dejavu-core \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/gst/package.json libs/gst/
COPY libs/contracts/package.json libs/contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build
# Two malloc arenas: less RSS, same throughput (scripts/api-node-flags.mjs).
ENV NODE_ENV=production CHROMIUM_PATH=/usr/bin/chromium MALLOC_ARENA_MAX=2
EXPOSE 3000
# Heap limits: see scripts/api-node-flags.mjs.
CMD ["node", "--max-old-space-size=160", "--max-semi-space-size=8", "backend/dist/bundle/main.js"]
