// Every agent screen, as one chunk behind one dynamic import,
// named by screen: each lazy import costs the app's first load a call site and a list of file
// names, and the first load has no room to spare. The QR encoder stays out of it (the invite
// screen loads it).
export { AgentCentrePage as agentCentre } from './agent-centre/agent-centre-page';
export {
  DividendContractPage as dividendContract,
  HourContractPage as hourContract,
  SalaryContractPage as salaryContract,
} from './contract/contract-pages';
export { InviteFriendsPage as inviteFriends } from './invite/invite-friends-page';
