import { policyRoute } from '../_components/policy-route';

const route = policyRoute('refund', '/Refund');

export const generateMetadata = route.generateMetadata;
export default route.Page;
