// Every agent screen, as one chunk behind one dynamic import: each lazy import costs the app's
// first load a call site and a list of file names, and the first load has no room to spare. The
// QR encoder stays out of it (the invite screen loads it).
export { AgentCentrePage } from './agent-centre/agent-centre-page';
export {
  DividendContractPage,
  HourContractPage,
  SalaryContractPage,
} from './contract/contract-pages';
export { InviteFriendsPage } from './invite/invite-friends-page';
