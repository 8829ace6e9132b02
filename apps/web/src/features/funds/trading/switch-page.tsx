import { SwitchTicketPage } from './switch-ticket';

/** SPEC §2 funds/switch/{id?}: out of one holding into up to five funds (fund switching). */
export function SwitchPage() {
  return <SwitchTicketPage mode="multi" />;
}
