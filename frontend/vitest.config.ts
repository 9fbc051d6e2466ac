import { mergeConfig, defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

// Vitest 5's reporter prints failures with Map.groupBy, which Node 20 lacks (it arrived in Node 21):
// without this, a failing test crashes the reporter instead of showing what failed.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, V>(items: Iterable<V>, keyOf: (item: V, index: number) => K) => {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        groups.set(key, [...(groups.get(key) ?? []), item]);
      }
      return groups;
    },
  });
}

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
    },
  }),
);
