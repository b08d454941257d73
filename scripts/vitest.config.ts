import { defineProject } from 'vitest/config';

// Repository-wide checks: the lint boundaries and the feature layout.
export default defineProject({ test: { name: 'repo', include: ['*.test.ts'] } });
