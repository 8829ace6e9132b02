import { queryClient } from '../../../shared/api/query-client';

/** After an order is placed or cancelled, the orders, holdings, cash and terms the pages show have changed. */
export function refreshAfterOrder(): void {
  void queryClient.invalidateQueries({ queryKey: ['fundOrder'] });
  void queryClient.invalidateQueries({ queryKey: ['fundHolding'] });
  void queryClient.invalidateQueries({ queryKey: ['fundDocument'] });
}
