// One Jest configuration, three projects: fast unit tests, integration tests against the real
// PostgreSQL/Redis/SMTP, and browser journeys against the built app.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(ts|js)$': swc },
  // Relative imports spelled for Node's ES module loader (`import('./x/index.js')`) find the TypeScript source.
  moduleNameMapper: { '^@hisaab/(gst|contracts)$': '<rootDir>/libs/$1/src', '^(\\.{1,2}/.*)\\.js$': '$1' },
  testEnvironment: 'node',
  // otplib's audited crypto and base32 packages ship only as ES modules: compiled like our own code.
  transformIgnorePatterns: ['^(?!.*/node_modules/(@noble|@scure)/).*/node_modules/'],
};
module.exports = {
  projects: [
    { ...common, displayName: 'unit', roots: ['<rootDir>/libs', '<rootDir>/backend/src'], testMatch: ['**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      setupFilesAfterEnv: ['<rootDir>/test-support/timeout.ts'],
      roots: ['<rootDir>/backend/test'],
      testMatch: ['**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/test-support/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      setupFilesAfterEnv: ['<rootDir>/e2e/support/timeout.ts'],
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.ts'],
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
    },
  ],
};
