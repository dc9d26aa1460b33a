FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY db/package.json db/
COPY api/package.json api/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV PORT=3000
EXPOSE 3000
CMD ["node", "scripts/start.mjs"]
