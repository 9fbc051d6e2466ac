// Architecture rules (docs/ARCHITECTURE.md), checked in the test command.
const FRAMEWORKS = '^(@nestjs|@mikro-orm|bullmq|ioredis|nodemailer|pg|playwright-core|fastify|@fastify|react|react-dom|express)($|/)';
module.exports = {
  forbidden: [
    {
      name: 'libs-are-framework-free',
      severity: 'error',
      from: { path: '^libs/' },
      to: { path: [FRAMEWORKS, '^node_modules/(@nestjs|@mikro-orm|bullmq|ioredis|nodemailer|pg|react)/', '^(backend|frontend)/'] },
    },
    {
      name: 'domain-is-plain-typescript',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: { path: ['^node_modules/(@nestjs|@mikro-orm|bullmq|ioredis|nodemailer|pg|playwright-core|fastify)/', '/(application|adapters|http)/', '^backend/src/platform/'] },
    },
    {
      name: 'application-does-not-know-adapters-or-http',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/application/' },
      to: { path: ['^backend/src/modules/[^/]+/(adapters|http)/', '^node_modules/(@mikro-orm|bullmq|ioredis|nodemailer|pg|playwright-core)/'] },
    },
    {
      name: 'http-calls-application-only',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/http/' },
      to: { path: '^backend/src/modules/[^/]+/adapters/' },
    },
    {
      name: 'modules-talk-through-index',
      comment: 'Another module is reached only through its index.ts.',
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/' },
      to: { path: '^backend/src/modules/([^/]+)/.+', pathNot: ['^backend/src/modules/$1/', '^backend/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'platform-does-not-know-modules',
      severity: 'error',
      from: { path: '^backend/src/platform/' },
      to: { path: '^backend/src/modules/' },
    },
    {
      name: 'features-are-independent',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/([^/]+)/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'no-circular',
      comment: 'Runtime cycles only: a type-only import compiles away.',
      severity: 'error',
      from: { path: '^(backend/src|libs|frontend/src)' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.spec\\.ts$', '\\.test\\.tsx?$', '/dist/'] },
    tsConfig: { fileName: 'tsconfig.tests.json' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
  },
};
