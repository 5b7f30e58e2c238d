import { policyRoute } from '../_components/policy-route';

const route = policyRoute('privacy', '/PrivacyPolicy');

export const generateMetadata = route.generateMetadata;
export default route.Page;
