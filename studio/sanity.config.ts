import { visionTool } from '@sanity/vision';
import { createElement } from 'react';
import { defineConfig, type ArrayOfObjectsInputProps } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { policyDocumentIds, schemaTypes, singletons } from 'schemas';
import { dataset, previewOrigin, projectId } from './env';
import { FeaturedCoursesInput } from './featured-courses/featured-courses-input';
import { locations } from './presentation';
import { structure } from './structure';

const singletonTypes = new Set<string>(Object.values(singletons));
const singletonActions = new Set(['publish', 'discardChanges', 'restore']);
// Policies have fixed ids too, but share one type, so they are kept out of "create new" separately.
const fixedTypes = new Set<string>([...singletonTypes, 'policyPage']);

// Starting values for a policy document the Studio creates under its fixed id (structure.ts), so that a
// fresh project gets the kind the site looks for and a Refund page that already uses the privacy text.
const policyTemplates = [
  {
    id: 'policy-terms',
    title: 'Terms and Conditions',
    schemaType: 'policyPage',
    value: { kind: 'terms', title: 'Terms and Conditions' },
  },
  {
    id: 'policy-privacy',
    title: 'Privacy Policy',
    schemaType: 'policyPage',
    value: { kind: 'privacy', title: 'Privacy Policy' },
  },
  {
    id: 'policy-refund',
    title: 'Refund Policy',
    schemaType: 'policyPage',
    value: {
      kind: 'refund',
      title: 'Refund Policy',
      bodyFrom: { _type: 'reference', _ref: policyDocumentIds.privacy },
    },
  },
];
const fixedTemplates = new Set<string>([...fixedTypes, ...policyTemplates.map(({ id }) => id)]);

export default defineConfig({
  name: 'academy',
  title: 'Academy content',
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    presentationTool({
      previewUrl: { initial: previewOrigin, previewMode: { enable: '/api/draft-mode/enable' } },
      resolve: { locations },
    }),
    visionTool(),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !fixedTypes.has(schemaType)),
      ...policyTemplates,
    ],
  },
  form: {
    components: {
      // The home page's picked courses come from the live catalogue: a search of the site's API adds them.
      input: (props) =>
        props.schemaType.name === 'array' && props.id === 'featuredCourses'
          ? createElement(FeaturedCoursesInput, props as ArrayOfObjectsInputProps)
          : props.renderDefault(props),
    },
  },
  document: {
    actions: (actions, { schemaType }) =>
      fixedTypes.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions,
    newDocumentOptions: (items, { creationContext }) =>
      creationContext.type === 'global' ? items.filter((item) => !fixedTemplates.has(item.templateId)) : items,
  },
});
