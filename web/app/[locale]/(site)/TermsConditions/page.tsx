import { policyRoute } from '../_components/policy-route';

const route = policyRoute('terms', '/TermsConditions');

export const generateMetadata = route.generateMetadata;
export default route.Page;
