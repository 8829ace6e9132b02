import { registerStockOrderDevSupport, stockOrderDevSupportPaths } from '../services/stock-order/dev-support';
import { stockOrderDependenciesOf } from '../services/stock-order/stock-order-wiring';
import { clientHeaders } from './sign-in';
import type { TestApp } from './test-app';

/**
 * For tests of other services that need filled stock orders over HTTP: registers the stock orders' dev-support
 * advance on the test app, and answers a function that runs the matching job at the test clock's time.
 */
export function stockMatchingOf(testApp: TestApp): () => Promise<void> {
  registerStockOrderDevSupport(
    testApp.app,
    testApp.config,
    stockOrderDependenciesOf({ ...testApp, db: testApp.database.db }),
  );
  return async () => {
    const answer = await testApp.app.inject({
      method: 'POST',
      url: stockOrderDevSupportPaths.advance,
      headers: clientHeaders,
    });
    if (answer.statusCode !== 200) throw new Error(`The matching job answered ${answer.statusCode}: ${answer.body}`);
  };
}
