import { SwitchTicketPage } from './switch-ticket';

/** SPEC §2 funds/switchSingle/{id?}: out of one holding into one fund (one-to-one switching). */
export function SwitchSinglePage() {
  return <SwitchTicketPage mode="single" />;
}
