import { defineCliConfig } from 'sanity/cli';
import { dataset, projectId } from './env';

export default defineCliConfig({
  api: { projectId, dataset },
  typegen: {
    // Queries live in the site's content layer; the generated types are written beside them.
    path: '../web/lib/content/**/*.ts',
    // scripts/check-typegen.sh generates into a folder of its own, so the check never rewrites the site's file
    // while the site builds beside it (scripts/test-all.sh).
    schema: './schema.json',
    generates: process.env.SANITY_TYPEGEN_OUT ?? '../web/lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
});
